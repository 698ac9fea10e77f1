/**
 * A lean keep-alive GET on node:http for timing requests one at a time: fetch (undici) adds a few tenths of
 * a millisecond of its own per call, which would be charged to the server in figures that compare an API
 * call of about a millisecond with its SQL.
 */
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true });

export function httpGet(url: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
