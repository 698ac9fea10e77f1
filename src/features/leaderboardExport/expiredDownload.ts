import { defineMessages } from '../../i18n/defineMessages';
import { textIn } from '../../i18n/inLanguage';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';
import romanian from '../../i18n/ro/leaderboardExport.json';
import type { Catalog } from '../../i18n/text';

const messages = defineMessages({
  expired: { id: 'leaderboardExport.worker.expired', defaultMessage: 'This download has expired.' },
});

/** The worker's words in each language: this area's catalog is all it needs (the SPA's packs are too much to carry). */
const catalogs: Record<Language, Catalog> = { en: {}, ro: romanian };

/**
 * The download worker's answer to a download it does not hold (an id used before, or one a restarted worker never
 * saw): 410 Gone, said in the language the download's address names (downloadPath), English otherwise. The address
 * says it because nothing else reaches the worker then: the order, and anything the page posted with it, is gone.
 */
export function expiredDownload(language: string | null): Response {
  const shown = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return new Response(textIn(shown, catalogs[shown])(messages.expired), { status: 410 });
}
