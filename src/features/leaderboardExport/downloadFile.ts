import { apiBlob, authorizedApiRequest } from '../../api/client';
import type { Language } from '../../i18n/languages';
import { downloadPath, type DownloadOrder, type DownloadReport } from './downloadProtocol';
import { activeDownloadWorker } from './downloadWorkerRegistration';

const FRAME_ID = 'download-frame';

/** Downloads navigate a hidden frame: the page stays, and no leave guard (beforeunload) asks. */
function downloadFrame(): HTMLIFrameElement {
  const found = document.getElementById(FRAME_ID);
  if (found instanceof HTMLIFrameElement) return found;
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = 'Downloads';
  frame.hidden = true;
  document.body.appendChild(frame);
  return frame;
}

/** Hands the order to the worker, then navigates to it once the worker holds it; settles with the worker's outcome. */
function orderDownload(worker: ServiceWorker, order: DownloadOrder, language: Language): Promise<void> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = ({ data }: MessageEvent<DownloadReport>) => {
      if (data.type === 'accepted') {
        downloadFrame().src = downloadPath(order.id, language);
        return;
      }
      channel.port1.close();
      if (data.type === 'started') resolve();
      else reject(new Error(data.message));
    };
    worker.postMessage(order, [channel.port2]);
  });
}

/** The whole file in a Blob, saved through an object URL: where no worker can stream it. */
async function saveThroughMemory(path: string, fileName: string, signal: AbortSignal): Promise<void> {
  const url = URL.createObjectURL(await apiBlob(path, signal));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser reads the object URL after the click returns: revoking it at once could cut the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Saves an API file (GET, with the bearer token) under `fileName`. With the download worker the
 * browser streams it to disk and the page never holds it; resolving means the file has started.
 * A failure rejects with the message screens show ('{status} - {statusText}'). `language` is the console's, for
 * what the worker itself may say. The signal stops it until the browser has the download; after that it is the
 * browser's to cancel.
 */
export async function downloadApiFile(path: string, fileName: string, language: Language, signal: AbortSignal): Promise<void> {
  const worker = await activeDownloadWorker();
  signal.throwIfAborted();
  if (!worker) return saveThroughMemory(path, fileName, signal);
  const { url, headers } = await authorizedApiRequest(path, window.location.href);
  signal.throwIfAborted();
  return orderDownload(worker, { id: crypto.randomUUID(), url, headers, fileName }, language);
}
