/** What a page fetched, from the Chrome DevTools Protocol's Network events (bytes as transferred, headers included). */
import type { CDPSession, Page } from 'playwright-core';

export interface LoggedResponse {
  url: string;
  /** DevTools' resource type: Document, Script, Stylesheet, Image, Fetch, XHR, ... */
  type: string;
  status: number;
  /** The Content-Encoding the server answered with ('' when none). */
  encoding: string;
  fromCache: boolean;
  /** Bytes received over the connection, headers included (DevTools' "transferred"). */
  transferred: number;
}

export interface NetworkLog {
  responses: LoggedResponse[];
  /** Requests sent, redirects and cache hits included. */
  requests(): number;
  stop(): Promise<void>;
}

interface ResponseReceived {
  requestId: string;
  type: string;
  response: { url: string; status: number; headers: Record<string, string>; fromDiskCache?: boolean; fromPrefetchCache?: boolean };
}

/** Starts logging on a fresh CDP session; with `coldCache` the browser's HTTP cache is emptied first. */
export async function startNetworkLog(page: Page, coldCache: boolean): Promise<NetworkLog> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (coldCache) await cdp.send('Network.clearBrowserCache');
  const pending = new Map<string, LoggedResponse>();
  const responses: LoggedResponse[] = [];
  let requests = 0;
  cdp.on('Network.requestWillBeSent', () => requests++);
  cdp.on('Network.responseReceived', ({ requestId, type, response }: ResponseReceived) => {
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? '';
    pending.set(requestId, { url: response.url, type, status: response.status, encoding, fromCache: Boolean(response.fromDiskCache), transferred: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }: { requestId: string; encodedDataLength: number }) => {
    const response = pending.get(requestId);
    if (!response) return;
    pending.delete(requestId);
    responses.push({ ...response, transferred: encodedDataLength });
  });
  return { responses, requests: () => requests, stop: () => cdp.detach() };
}
