/**
 * The only code that calls fetch. JSON to and from the configured API base, with the signed-in user's
 * bearer token and the language shown as Accept-Language; every call takes the AbortSignal of whoever made it
 * (spec §7, §8).
 */

import { TOTAL_COUNT_HEADER } from '../domain/tournamentListPaging';
import { defineMessages } from '../i18n/defineMessages';
import { messageRef, TextError } from '../i18n/text';

const messages = defineMessages({
  streamWithoutBody: { id: 'api.stream.noBody', defaultMessage: 'The stream has no body' },
});

/** Returns a token valid for a while yet, refreshing it first when needed; undefined when signed out. */
export type TokenProvider = () => Promise<string | undefined>;

export interface ApiClientOptions {
  apiBase: string;
  tokenProvider: TokenProvider;
  /** Tests pass their own; the browser's fetch otherwise, looked up at call time. */
  fetch?: typeof fetch;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  signal: AbortSignal;
  body?: unknown;
  /** Request headers beyond the JSON and bearer ones (If-Match). */
  headers?: Record<string, string>;
}

/**
 * A non-success response. The message is what screens show: '{status} - {statusText}'. `detail` is the
 * `message` of the server's JSON error body, for the few screens that show more (Simulate names the field).
 */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
    readonly detail?: string,
    /** The JSON error body, for the refusals whose other fields a screen shows (a 412's who and when). */
    readonly body?: unknown,
  ) {
    super(`${status} - ${statusText}`);
    this.name = 'HttpStatusError';
  }
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

// Set once at start-up (src/index.tsx), before the first request.
let clientOptions: ApiClientOptions = { apiBase: '', tokenProvider: async () => undefined };

export function configureApiClient(options: ApiClientOptions): void {
  clientOptions = options;
}

// The language the console shows (src/i18n's language saga sets it): the server answers its messages in it.
let acceptLanguage = 'en';

/** The Accept-Language of every API call from now on, e.g. 'ro'. */
export function configureApiLanguage(language: string): void {
  acceptLanguage = language;
}

/** A JSON error body; undefined for any other body. */
async function errorBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status alone says what happened.
    return undefined;
  }
}

/** The `message` of a JSON error body; undefined for any other body. */
function messageOf(body: unknown): string | undefined {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/** Whether the server answered: any response but a gateway's that it is down, unlike a fetch that failed to reach it. */
export type ServerReachability = 'reachable' | 'unreachable';
type ReachabilityListener = (reachability: ServerReachability) => void;

const reachabilityListeners = new Set<ReachabilityListener>();

/** Tells `listener` the outcome of every request from now on (the connection saga's channel); returns the unsubscribe. */
export function watchServerReachability(listener: ReachabilityListener): () => void {
  reachabilityListeners.add(listener);
  return () => reachabilityListeners.delete(listener);
}

// A proxy or load balancer answers these while the server behind it is down or restarting.
const GATEWAY_DOWN = [502, 503, 504];

function report(reachability: ServerReachability): void {
  reachabilityListeners.forEach((listener) => listener(reachability));
}

/** The failures of fetches that got no answer: the same error may be a bug's elsewhere, so each is recorded. */
const unanswered = new WeakSet<object>();

/** Whether `error` is a request's that found no server: no answer at all, or a gateway's that the server is down. */
export function foundNoServer(error: unknown): boolean {
  if (error instanceof HttpStatusError) return GATEWAY_DOWN.includes(error.status);
  return typeof error === 'object' && error !== null && unanswered.has(error);
}

async function fetchOk(url: string, init: RequestInit & { signal: AbortSignal }): Promise<Response> {
  const fetchImpl = clientOptions.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    // fetch rejects (TypeError) when no answer came: network down, server stopped, connection refused.
    if (!isAbortError(error)) {
      if (typeof error === 'object' && error !== null) unanswered.add(error);
      report('unreachable');
    }
    throw error;
  }
  report(GATEWAY_DOWN.includes(response.status) ? 'unreachable' : 'reachable');
  if (!response.ok) {
    const body = await errorBody(response);
    throw new HttpStatusError(response.status, response.statusText, messageOf(body), body);
  }
  return response;
}

/** A JSON answer with its headers. */
export interface ApiResponse<T> {
  body: T;
  headers: Headers;
}

async function sendReadingHeaders<T>(url: string, init: RequestInit & { signal: AbortSignal }): Promise<ApiResponse<T>> {
  const response = await fetchOk(url, init);
  const text = await response.text();
  // Some calls answer with an empty body (e.g. "no rank"): that reads as undefined, not a parse error.
  return { body: (text === '' ? undefined : JSON.parse(text)) as T, headers: response.headers };
}

async function send<T>(url: string, init: RequestInit & { signal: AbortSignal }): Promise<T> {
  return (await sendReadingHeaders<T>(url, init)).body;
}

async function authorization(): Promise<Record<string, string>> {
  const token = await clientOptions.tokenProvider();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The headers every API call carries: the language its answer's messages are to be in, and the bearer token. */
async function apiHeaders(): Promise<Record<string, string>> {
  return { 'Accept-Language': acceptLanguage, ...(await authorization()) };
}

/** A call of the API whose answer's headers matter too (the ETag of a write). */
export async function apiRequestWithHeaders<T>(method: HttpMethod, path: string, { signal, body, headers: extraHeaders }: RequestOptions): Promise<ApiResponse<T>> {
  const callHeaders = await apiHeaders();
  signal.throwIfAborted();
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders, ...callHeaders };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return sendReadingHeaders<T>(`${clientOptions.apiBase}${path}`, { method, headers, body: payload, signal });
}

export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions): Promise<T> {
  return (await apiRequestWithHeaders<T>(method, path, options)).body;
}

/** One page of a longer list, and how many items the whole list has. */
export interface ApiPage<T> {
  items: T[];
  total: number;
}

/** A GET of a paged list: the page and its X-Total-Count header (the page's own length when the header is absent). */
export async function apiPage<T>(path: string, signal: AbortSignal): Promise<ApiPage<T>> {
  const { body, headers } = await apiRequestWithHeaders<T[]>('GET', path, { signal });
  const total = headers.get(TOTAL_COUNT_HEADER);
  return { items: body, total: total === null ? body.length : Number(total) };
}

/** A GET of the API that someone else makes (the download worker): its absolute URL and the bearer header. */
export interface AuthorizedRequest {
  url: string;
  headers: Record<string, string>;
}

/** `pageUrl` resolves an API base relative to the page (the default, empty one) into the absolute URL a worker needs. */
export async function authorizedApiRequest(path: string, pageUrl: string): Promise<AuthorizedRequest> {
  return { url: new URL(`${clientOptions.apiBase}${path}`, pageUrl).href, headers: await apiHeaders() };
}

/** A file from the API whole in memory, where nothing can stream it to disk (see the leaderboard export). */
export async function apiBlob(path: string, signal: AbortSignal): Promise<Blob> {
  const headers = await apiHeaders();
  signal.throwIfAborted();
  return (await fetchOk(`${clientOptions.apiBase}${path}`, { headers, signal })).blob();
}

/**
 * A Server-Sent Events stream of the API, read with fetch rather than EventSource: EventSource cannot send
 * the Authorization header, and a token in the URL would sit in logs and histories. Aborting the signal
 * closes it.
 */
export async function apiEventStream(path: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const headers = { Accept: 'text/event-stream', ...(await apiHeaders()) };
  signal.throwIfAborted();
  const response = await fetchOk(`${clientOptions.apiBase}${path}`, { headers, signal });
  if (!response.body) throw new TextError(messageRef(messages.streamWithoutBody));
  return response.body;
}

/** A JSON file served with the SPA itself (no API base, no token), e.g. the runtime configuration. */
export function fetchStaticJson<T>(url: string, signal: AbortSignal): Promise<T> {
  return send<T>(url, { headers: { Accept: 'application/json' }, signal });
}
