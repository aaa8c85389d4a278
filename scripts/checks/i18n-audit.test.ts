/**
 * The rules of `npm run i18n:check`, each shown failing once: a missing key, a key English lacks,
 * different interpolation variables, a missing plural category, an empty text, and an English key
 * no code uses.
 */
import { describe, expect, it } from 'vitest'
import { auditLanguage, pluralCategories, unusedKeys, variablesOf } from './i18n-audit'

const english = {
  table: { total_one: '{{formatted}} result', total_other: '{{formatted}} results' },
  views: { rename: 'Rename {{name}}', save: 'Save' },
}

describe('auditLanguage', () => {
  it('passes a complete translation with the language’s own plural categories', () => {
    const polish = {
      table: {
        total_one: '{{formatted}} wynik',
        total_few: '{{formatted}} wyniki',
        total_many: '{{formatted}} wyników',
        total_other: '{{formatted}} wyniku',
      },
      views: { rename: 'Zmień nazwę {{name}}', save: 'Zapisz' },
    }
    expect(auditLanguage(english, polish, 'pl')).toEqual([])
  })

  it('reports a missing key, a missing plural category and a key English lacks', () => {
    const polish = {
      table: { total_one: '{{formatted}} wynik', total_other: '{{formatted}} wyniku' },
      views: { rename: 'Zmień nazwę {{name}}', old: 'Stary' },
    }
    expect(auditLanguage(english, polish, 'pl')).toEqual([
      { kind: 'plural', key: 'table.total_few' },
      { kind: 'plural', key: 'table.total_many' },
      { kind: 'missing', key: 'views.save' },
      { kind: 'extra', key: 'views.old' },
    ])
  })

  it('reports interpolation variables that differ from English, and empty texts', () => {
    const german = {
      table: { total_one: '{{count}} Ergebnis', total_other: '{{formatted}} Ergebnisse' },
      views: { rename: 'Umbenennen', save: ' ' },
    }
    expect(auditLanguage(english, german, 'de')).toEqual([
      { kind: 'variables', key: 'table.total_one', detail: '{count} instead of {formatted}' },
      { kind: 'variables', key: 'views.rename', detail: '{} instead of {name}' },
      { kind: 'empty', key: 'views.save' },
    ])
  })

  it('asks a plural form English lacks, such as French "many", with English "other" variables', () => {
    const french = {
      table: { total_one: '{{formatted}} résultat', total_other: '{{formatted}} résultats' },
      views: { rename: 'Renommer {{name}}', save: 'Enregistrer' },
    }
    expect(pluralCategories('fr')).toContain('many')
    expect(auditLanguage(english, french, 'fr')).toEqual([
      { kind: 'plural', key: 'table.total_many' },
    ])
  })
})

describe('variablesOf', () => {
  it('reads names, once each, with or without a format', () => {
    expect(variablesOf('{{ count }} of {{total, number}} ({{count}})')).toEqual(['count', 'total'])
  })
})

describe('unusedKeys', () => {
  it('counts a key named in code, its plural base, or a template prefix as used', () => {
    const code = ["t('views.save')", "t('table.total', { count })", 'const key = `views.${action}`']
    expect(unusedKeys({ ...english, app: { name: 'Portal', old: 'Old' } }, code)).toEqual([
      'app.name',
      'app.old',
    ])
  })
})
