import type { LanguagePack } from './languagePack';
import type { Language } from './languages';

/** A pack is its own chunk, fetched when the language is first chosen: the first route carries no catalog. */
const loaders: Record<Language, () => Promise<LanguagePack>> = {
  en: async () => (await import(/* webpackChunkName: "language-en" */ './packs/english')).englishPack,
  ro: async () => (await import(/* webpackChunkName: "language-ro" */ './packs/romanian')).romanianPack,
};

const loaded = new Map<Language, LanguagePack>();

/** Keeps a pack for IntlRoot (tests that render in another language hand theirs over at once). */
export function languagePackLoaded(pack: LanguagePack): void {
  loaded.set(pack.language, pack);
}

/** The language's pack, fetched once. */
export async function loadLanguagePack(language: Language): Promise<LanguagePack> {
  const known = loaded.get(language);
  if (known) return known;
  const pack = await loaders[language]();
  languagePackLoaded(pack);
  return pack;
}

export type LanguageTexts = Pick<LanguagePack, 'messages' | 'antdLocale'>;

/** English as the code writes it: shown before any pack has loaded. */
const DEFAULT_TEXTS: LanguageTexts = { messages: {}, antdLocale: undefined };

/** The texts the console shows a language with: its loaded pack's, else English as the code writes it. */
export function languageTexts(language: Language): LanguageTexts {
  return loaded.get(language) ?? DEFAULT_TEXTS;
}
