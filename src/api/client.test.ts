import { inEnglish } from '../i18n/inLanguage';
import { TextError } from '../i18n/text';
import { apiBlob, apiEventStream, apiPage, apiRequest, authorizedApiRequest, configureApiClient, configureApiLanguage, fetchStaticJson, foundNoServer, HttpStatusError, watchServerReachability } from './client';

/** The part of a fetch Response the client reads (jsdom has no Response class). */
function jsonResponse(body: string, { status = 200, statusText = 'OK' } = {}): Response {
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => body } as Response;
}

function useFakeFetch(response: Response | Error, token?: string) {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const tokenProvider = jest.fn(async () => token);
  configureApiClient({ apiBase: 'https://api.example', tokenProvider, fetch: fetchMock as unknown as typeof fetch });
  return { fetchMock, tokenProvider };
}

const signal = () => new AbortController().signal;

describe('apiPage', () => {
  const withHeaders = (response: Response, headers: Record<string, string>) => ({ ...response, headers: { get: (name: string) => headers[name] ?? null } }) as Response;

  it('answers the page and the X-Total-Count of the whole list', async () => {
    const { fetchMock } = useFakeFetch(withHeaders(jsonResponse('[{"id":1},{"id":2}]'), { 'X-Total-Count': '45' }), 'tok-1');
    expect(await apiPage('/api/things?take=2', signal())).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 45 });
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.example/api/things?take=2');
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'en', Authorization: 'Bearer tok-1' });
  });

  it("counts the page's own items when the header is absent", async () => {
    useFakeFetch(withHeaders(jsonResponse('[{"id":1}]'), {}));
    expect(await apiPage('/api/things', signal())).toEqual({ items: [{ id: 1 }], total: 1 });
  });
});

describe('apiRequest', () => {
  it('sends JSON to the API base with the bearer token and returns the parsed body', async () => {
    const { fetchMock } = useFakeFetch(jsonResponse('{"id":7}'), 'tok-1');
    const result = await apiRequest<{ id: number }>('POST', '/api/things', { body: { name: 'x' }, signal: signal() });
    expect(result).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://api.example/api/things');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"x"}');
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok-1',
    });
  });

  it('asks the token provider before every call and sends no Authorization header when signed out', async () => {
    const { fetchMock, tokenProvider } = useFakeFetch(jsonResponse('[]'));
    await apiRequest('GET', '/api/a', { signal: signal() });
    expect(tokenProvider).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'en' });
    expect(fetchMock.mock.calls[0][1].body).toBeUndefined();
  });

  it('asks for answers in the language the console shows, English unless told', async () => {
    const { fetchMock } = useFakeFetch(jsonResponse('[]'));
    configureApiLanguage('ro');
    try {
      await apiRequest('GET', '/api/a', { signal: signal() });
      await apiBlob('/api/b', signal()).catch(() => undefined);
      await expect(authorizedApiRequest('/api/c', 'https://console.example/')).resolves.toMatchObject({ headers: { 'Accept-Language': 'ro' } });
    } finally {
      configureApiLanguage('en');
    }
    expect(fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Accept-Language'])).toEqual(['ro', 'ro']);
  });

  it('passes the caller signal to fetch', async () => {
    const { fetchMock } = useFakeFetch(jsonResponse('1'));
    const controller = new AbortController();
    await apiRequest('GET', '/api/count', { signal: controller.signal });
    expect(fetchMock.mock.calls[0][1].signal).toBe(controller.signal);
  });

  it("throws '{status} - {statusText}' on a non-success response", async () => {
    useFakeFetch(jsonResponse('{"message":"nope"}', { status: 404, statusText: 'Not Found' }));
    const call = apiRequest('GET', '/api/tournaments/9', { signal: signal() });
    await expect(call).rejects.toThrow(new HttpStatusError(404, 'Not Found'));
    await expect(call).rejects.toMatchObject({ message: '404 - Not Found', status: 404 });
  });

  it("keeps the JSON error body's message as the error's detail, and none for a body that is not JSON", async () => {
    useFakeFetch(jsonResponse('{"message":"from must be before to"}', { status: 400, statusText: 'Bad Request' }));
    await expect(apiRequest('POST', '/api/tournaments/simulate', { signal: signal() })).rejects.toMatchObject({
      message: '400 - Bad Request',
      detail: 'from must be before to',
    });
    useFakeFetch(jsonResponse('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('GET', '/api/a', { signal: signal() })).rejects.toMatchObject({ message: '502 - Bad Gateway', detail: undefined });
  });

  it('reads an empty body as undefined', async () => {
    useFakeFetch(jsonResponse(''));
    await expect(apiRequest('GET', '/api/rank', { signal: signal() })).resolves.toBeUndefined();
  });

  it('does not fetch when the signal was aborted while the token was being refreshed', async () => {
    const { fetchMock } = useFakeFetch(jsonResponse('1'));
    const controller = new AbortController();
    controller.abort();
    const call = apiRequest('GET', '/api/a', { signal: controller.signal });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets an abort from fetch through as an abort, not as an HTTP error', async () => {
    useFakeFetch(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(apiRequest('GET', '/api/a', { signal: signal() })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('fetchStaticJson', () => {
  it('fetches the URL as is, without API base or token', async () => {
    const { fetchMock, tokenProvider } = useFakeFetch(jsonResponse('{"realm":"r"}'), 'tok');
    await expect(fetchStaticJson('/config.json', signal())).resolves.toEqual({ realm: 'r' });
    expect(fetchMock.mock.calls[0][0]).toBe('/config.json');
    expect(tokenProvider).not.toHaveBeenCalled();
  });
});

describe('authorizedApiRequest and apiBlob (the leaderboard export)', () => {
  it('gives the absolute URL and bearer header a worker needs, resolving an empty API base against the page', async () => {
    const tokenProvider = jest.fn(async () => 'tok-2');
    configureApiClient({ apiBase: '', tokenProvider });
    await expect(authorizedApiRequest('/api/export/leaderboard/7', 'https://console.example/tournament/7#/leaderboard')).resolves.toEqual({
      url: 'https://console.example/api/export/leaderboard/7',
      headers: { 'Accept-Language': 'en', Authorization: 'Bearer tok-2' },
    });
  });

  it("reads a file as a Blob with the bearer token, and throws '{status} - {statusText}' on a failure", async () => {
    const blob = new Blob(['rank\n']);
    const { fetchMock } = useFakeFetch({ ok: true, status: 200, statusText: 'OK', blob: async () => blob } as Response, 'tok-3');
    await expect(apiBlob('/api/export/leaderboard/7', signal())).resolves.toBe(blob);
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.example/api/export/leaderboard/7');
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ 'Accept-Language': 'en', Authorization: 'Bearer tok-3' });
    useFakeFetch(jsonResponse('', { status: 404, statusText: 'Not Found' }));
    await expect(apiBlob('/api/export/leaderboard/7', signal())).rejects.toThrow(new HttpStatusError(404, 'Not Found'));
  });
});

describe('apiEventStream (the live leaderboards)', () => {
  it('opens the stream with the bearer token in a header, never in the URL, on the caller signal', async () => {
    const body = new Response('data: x\n\n').body;
    const { fetchMock } = useFakeFetch({ ok: true, status: 200, statusText: 'OK', body } as Response, 'tok-4');
    const controller = new AbortController();
    await expect(apiEventStream('/api/leaderboard/7/changes', controller.signal)).resolves.toBe(body);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://api.example/api/leaderboard/7/changes');
    expect(init.headers).toEqual({ Accept: 'text/event-stream', 'Accept-Language': 'en', Authorization: 'Bearer tok-4' });
    expect(init.signal).toBe(controller.signal);
  });

  it("throws '{status} - {statusText}' when the stream is refused", async () => {
    useFakeFetch(jsonResponse('{"message":"nope"}', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiEventStream('/api/leaderboard/7/changes', signal())).rejects.toThrow(new HttpStatusError(401, 'Unauthorized'));
  });

  it('throws a message of the catalogs when the answer has no body', async () => {
    useFakeFetch({ ok: true, status: 200, statusText: 'OK', body: null } as Response);
    const failure = apiEventStream('/api/leaderboard/7/changes', signal());
    await expect(failure).rejects.toBeInstanceOf(TextError);
    await expect(failure.catch((error: TextError) => inEnglish(error.text))).resolves.toBe('The stream has no body');
  });
});

describe('watchServerReachability (the connection banner)', () => {
  const watched = () => {
    const seen: string[] = [];
    const stop = watchServerReachability((reachability) => seen.push(reachability));
    return { seen, stop };
  };

  it('tells of every answer as reachable, a failed fetch or a gateway saying the server is down as unreachable', async () => {
    const { seen, stop } = watched();
    useFakeFetch(jsonResponse('{}'));
    await apiRequest('GET', '/api/x', { signal: signal() });
    useFakeFetch(jsonResponse('', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiRequest('GET', '/api/x', { signal: signal() })).rejects.toThrow('401 - Unauthorized');
    useFakeFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', '/api/x', { signal: signal() })).rejects.toThrow('Failed to fetch');
    useFakeFetch(jsonResponse('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('GET', '/api/x', { signal: signal() })).rejects.toThrow('502 - Bad Gateway');
    stop();
    await expect(apiRequest('GET', '/api/x', { signal: signal() })).rejects.toThrow('502 - Bad Gateway');
    expect(seen).toEqual(['reachable', 'reachable', 'unreachable', 'unreachable']);
  });

  it("tells a request's failure that found no server from any other (a Save made again once it answers)", async () => {
    const failureOf = (request: Promise<unknown>) => request.then(() => undefined, (error: unknown) => error);
    useFakeFetch(new TypeError('Failed to fetch'));
    const noAnswer = await failureOf(apiRequest('GET', '/api/x', { signal: signal() }));
    useFakeFetch(jsonResponse('', { status: 503, statusText: 'Service Unavailable' }));
    const gatewayDown = await failureOf(apiRequest('GET', '/api/x', { signal: signal() }));
    useFakeFetch(jsonResponse('', { status: 500, statusText: 'Internal Server Error' }));
    const serverError = await failureOf(apiRequest('GET', '/api/x', { signal: signal() }));
    useFakeFetch(new DOMException('The operation was aborted.', 'AbortError'));
    const aborted = await failureOf(apiRequest('GET', '/api/x', { signal: signal() }));
    expect([noAnswer, gatewayDown, serverError, aborted, new TypeError('Failed to fetch')].map(foundNoServer)).toEqual([true, true, false, false, false]);
  });

  it('says nothing of an aborted request: it tells nothing of the server', async () => {
    const { seen, stop } = watched();
    useFakeFetch(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(apiRequest('GET', '/api/x', { signal: signal() })).rejects.toMatchObject({ name: 'AbortError' });
    stop();
    expect(seen).toEqual([]);
  });
});
