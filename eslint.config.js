// Lint rules, including the import boundaries of docs/architecture.md ("Import rules").
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'

const featureNames = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  } catch {
    return []
  }
})()

/** A feature may use its own files and the shared layers, never another feature's internals. */
const featureZones = featureNames.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; compose them in src/app (the router).',
}))

/** Only the HTTP client speaks HTTP; every other module (machines included) is kept off ky. */
const kyImport = {
  name: 'ky',
  message: 'Only src/api/http.ts speaks HTTP; call a typed function of src/api/endpoints.',
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'node_modules',
      'test-results',
      'playwright-report',
      'paths-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/ui',
              from: ['./src/features', './src/app', './src/mocks', './src/lists'],
              message:
                'The design system (src/ui) is presentational: it never uses features, the list controllers or endpoints.',
            },
            {
              target: './src/lists',
              from: ['./src/features', './src/app', './src/mocks'],
              message:
                'The list controllers (src/lists) serve every feature and know none of them.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features never import src/app: the app composes them (src/app/areas.ts).',
            },
            {
              target: './src/machines',
              from: ['./src/features', './src/app', './src/mocks', './src/ui', './src/lists'],
              message: 'Machines know no screens: the React side provides actions and actors.',
            },
            {
              target: './src/api',
              from: [
                './src/features',
                './src/app',
                './src/mocks',
                './src/ui',
                './src/machines',
                './src/lists',
              ],
              message: 'The API layer depends only on src/domain.',
            },
            {
              target: './src/domain',
              from: [
                './src/features',
                './src/app',
                './src/mocks',
                './src/ui',
                './src/machines',
                './src/api',
                './src/lists',
              ],
              message: 'src/domain holds plain rules and constants shared by every layer.',
            },
            {
              target: './src/mocks',
              from: ['./src/features', './src/app', './src/machines', './src/lists'],
              message: 'The fake API is a server: it shares only src/domain and the API types.',
            },
            {
              target: [
                './src/app',
                './src/features',
                './src/lists',
                './src/ui',
                './src/machines',
                './src/api',
                './src/domain',
              ],
              from: './src/mocks',
              message:
                'Only src/app/fake-api.ts and fake-backend.ts load the fake API, behind the compile-time flag, so a real-API build has none of it.',
            },
            ...featureZones,
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [kyImport],
        },
      ],
    },
  },
  {
    files: ['src/app/fake-api.ts', 'src/app/fake-backend.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['src/api/http.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The design system is presentational: types and errors of src/api, never a call.
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            kyImport,
            {
              name: '@/api/http',
              message: 'src/ui makes no calls: the screens and src/lists provide them.',
            },
          ],
          patterns: [
            {
              group: ['@/api/endpoints/*'],
              message: 'src/ui makes no calls: the screens and src/lists provide them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            kyImport,
            ...['react', 'react-dom', 'react-router-dom', 'react-router', '@chakra-ui/react'].map(
              (name) => ({
                name,
                message: 'Machines never import React, the router or the UI kit.',
              }),
            ),
            {
              name: '@/api/http',
              message:
                'Machines never import the HTTP client: errors come from @/api/errors, calls are provided as actors.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['tests/**', 'scripts/**', '**/*.test.{ts,tsx}', '*.config.{ts,js}'],
    rules: { 'import-x/no-restricted-paths': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Vitest set-up helpers and Playwright fixtures are named use*/call use(): not React hooks.
    files: ['tests/**', '**/*.test.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
