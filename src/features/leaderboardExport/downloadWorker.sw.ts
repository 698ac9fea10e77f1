/**
 * The download service worker (scope DOWNLOAD_SCOPE): turns a page's order into a navigation the
 * browser saves as a file while it streams. Its own webpack entry and tsconfig (the WebWorker lib).
 */
import { DOWNLOAD_LANGUAGE, DOWNLOAD_SCOPE, type DownloadOrder, type DownloadReport } from './downloadProtocol';
import { answerDownload } from './downloadResponse';
import { expiredDownload } from './expiredDownload';

declare const self: ServiceWorkerGlobalScope;

interface PendingDownload {
  order: DownloadOrder;
  port: MessagePort;
}

// Held only from the order to its navigation, a moment later (the page navigates once 'accepted' arrives).
const pending = new Map<string, PendingDownload>();

const report = (port: MessagePort, message: DownloadReport) => port.postMessage(message);

// A new version takes over at once: nothing of an older one's state is worth waiting for.
self.addEventListener('install', () => void self.skipWaiting());

self.addEventListener('message', (event) => {
  const [port] = event.ports;
  const order = event.data as DownloadOrder;
  if (!port) return;
  pending.set(order.id, { order, port });
  report(port, { type: 'accepted' });
});

async function download({ order, port }: PendingDownload): Promise<Response> {
  const { response, report: outcome } = await answerDownload(order, (input, init) => fetch(input, init));
  report(port, outcome);
  port.close();
  return response;
}

self.addEventListener('fetch', (event) => {
  const { pathname, searchParams } = new URL(event.request.url);
  if (!pathname.startsWith(DOWNLOAD_SCOPE)) return;
  const id = decodeURIComponent(pathname.slice(DOWNLOAD_SCOPE.length));
  const found = pending.get(id);
  pending.delete(id);
  // An id used before, or from a worker since restarted: nothing to fetch, and nobody to tell.
  event.respondWith(found ? download(found) : expiredDownload(searchParams.get(DOWNLOAD_LANGUAGE)));
});
