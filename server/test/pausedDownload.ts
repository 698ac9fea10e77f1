import http from 'node:http';

/** A download whose client stopped reading after the headers (a paused download, a stalled link). */
export interface PausedDownload {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: http.IncomingMessage;
}

/**
 * Starts a GET of `url` with the bearer `token` on a connection of its own and reads nothing of its body: the
 * socket stops reading once Node's small buffer is full, and the server's writes back up behind it.
 */
export function pausedDownload(url: string, token: string): Promise<PausedDownload> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { authorization: `Bearer ${token}` } }, (body) => {
      body.pause();
      resolve({ status: body.statusCode ?? 0, headers: body.headers, body });
    });
    request.once('error', reject);
  });
}

/** What the rest of a paused download brings once it is read again, and whether it ended as HTTP says. */
export async function readRest(download: PausedDownload): Promise<{ text: string; complete: boolean }> {
  const chunks: Buffer[] = [];
  const { body } = download;
  // A download the server cut while it was paused may have closed already, or end in an error without 'close'.
  const closed = body.closed || body.destroyed ? Promise.resolve() : new Promise<void>((resolve) => ['close', 'error', 'aborted'].forEach((event) => body.once(event, () => resolve())));
  body.on('data', (chunk: Buffer) => chunks.push(chunk));
  body.on('error', () => {});
  body.resume();
  await closed;
  return { text: Buffer.concat(chunks).toString('utf8'), complete: body.complete };
}
