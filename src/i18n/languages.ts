/** The languages the console is shown in. English (the spec's words, in the code) is the default. */
export const LANGUAGES = ['en', 'ro'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as the language choice lists it (a name is not translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ro: 'Română' };

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
