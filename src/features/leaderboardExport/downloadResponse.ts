import { HttpStatusError } from '../../api/client';
import { errorMessage } from '../../lib/errorMessage';
import type { DownloadOrder, DownloadReport } from './downloadProtocol';

export interface DownloadAnswer {
  /** What the navigation to the download path gets. */
  response: Response;
  /** What the page is told. */
  report: Exclude<DownloadReport, { type: 'accepted' }>;
}

/** RFC 6266: a plain quoted name for old parsers, the UTF-8 form for any character. */
export function attachmentDisposition(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

// 204 No Content: the browser stays where it is, no page and no file.
const nothing = () => new Response(null, { status: 204 });

/**
 * The service worker's answer to a download navigation: it fetches the order's URL with its headers
 * and passes the upstream body on as it arrives, as an attachment under the order's file name, so the
 * browser streams it to disk and no one holds the whole file. A failure answers 204 and reports the
 * message the page shows: '{status} - {statusText}' (spec §8), or the network error's.
 */
export async function answerDownload(order: DownloadOrder, fetchFile: typeof fetch): Promise<DownloadAnswer> {
  try {
    const upstream = await fetchFile(order.url, { headers: order.headers });
    if (!upstream.ok) {
      // Only the status line is shown: the body is dropped unread.
      await upstream.body?.cancel();
      return { response: nothing(), report: { type: 'failed', message: new HttpStatusError(upstream.status, upstream.statusText).message } };
    }
    // No Content-Length: fetch has undone any Content-Encoding, so the upstream's length may not be this body's.
    const headers = new Headers({
      'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'Content-Disposition': attachmentDisposition(order.fileName),
    });
    return { response: new Response(upstream.body, { status: 200, headers }), report: { type: 'started' } };
  } catch (error) {
    return { response: nothing(), report: { type: 'failed', message: errorMessage(error) } };
  }
}
