export declare const LOCALES_DIR: string
export declare function localeLanguages(root?: string): string[]
export declare function mergedLocale(
  language: string,
  root?: string,
): Record<string, unknown> | null
export declare function flattenKeys(object: Record<string, unknown>, prefix?: string): string[]
