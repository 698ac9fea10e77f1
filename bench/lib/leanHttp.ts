/**
 * A lean keep-alive request on node:http for timing requests: fetch (undici) adds a few tenths of a millisecond of
 * its own per call, which would be charged to the server in figures that time API calls of a few milliseconds.
 */
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true });

export function leanRequest(method: string, url: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = body === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
    http
      .request(url, { method, agent, headers: sent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      })
      .on('error', reject)
      .end(body);
  });
}
