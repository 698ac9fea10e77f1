/**
 * What the page and the download service worker say to each other (downloadWorker.sw.ts). The page
 * posts an order with a MessagePort; the worker answers on that port, first that it holds the order,
 * then whether the upstream answered with a file the browser now saves.
 */
import type { Language } from '../../i18n/languages';

/** The worker script, emitted at this fixed name at the site root by webpack.config.ts. */
export const DOWNLOAD_WORKER_URL = '/download-worker.js';
/** The worker answers only navigations under this path, so it never stands between the SPA and its server. */
export const DOWNLOAD_SCOPE = '/downloads/';
/** The query parameter of a download's address that names the console's language (downloadPath). */
export const DOWNLOAD_LANGUAGE = 'language';

export interface DownloadOrder {
  /** One-time: the worker forgets the order once the navigation to `${DOWNLOAD_SCOPE}${id}` took it. */
  id: string;
  /** Absolute URL of the file. */
  url: string;
  /** Request headers, e.g. the bearer token the page holds and a navigation cannot send. */
  headers: Record<string, string>;
  fileName: string;
}

export type DownloadReport = { type: 'accepted' } | { type: 'started' } | { type: 'failed'; message: string };

/** The navigation that takes order `id`; it names the language the console shows, for the worker's own words. */
export const downloadPath = (id: string, language: Language) => `${DOWNLOAD_SCOPE}${encodeURIComponent(id)}?${DOWNLOAD_LANGUAGE}=${language}`;
