import { apiRequest, configureApiClient } from '../api/client';
import { formatDateTime } from '../lib/format';
import { formatTimeAgo } from '../lib/relativeTime';
import { languageTexts, loadLanguagePack } from './languagePacks';
import { romanianMessages } from './ro';
import { showLanguagePack } from './showLanguagePack';

const now = Date.parse('2025-03-10T12:00:00Z');

/** The Accept-Language of the next API call. */
async function acceptLanguage(): Promise<string | undefined> {
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, statusText: 'OK', text: async () => '' }) as Response);
  configureApiClient({ apiBase: '', tokenProvider: async () => undefined, fetch: fetchMock });
  await apiRequest('GET', '/api/a', { signal: new AbortController().signal });
  const [[, init]] = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
  return (init.headers as Record<string, string>)['Accept-Language'];
}

describe('language packs', () => {
  it('shows English as the code writes it before any pack has loaded', () => {
    expect(languageTexts('en')).toEqual({ messages: {}, antdLocale: undefined });
  });

  it("fetches Romanian's catalog and antd's ro_RO, and speaks Romanian in dates, relative times, <html lang> and API calls", async () => {
    const romanian = await loadLanguagePack('ro');
    expect(languageTexts('ro')).toMatchObject({ messages: romanianMessages, antdLocale: { locale: 'ro' } });
    showLanguagePack(romanian);
    // The spec's format stays; the month's name is Romanian's, in lower case.
    expect(formatDateTime('2025-03-07T09:05:00.000Z')).toBe('07 mar. 2025, 09:05 UTC');
    expect(formatTimeAgo('2025-03-10T11:59:50Z', now)).toBe('acum câteva secunde');
    expect(formatTimeAgo('2025-03-10T09:00:00Z', now)).toBe('acum 3 ore');
    // Romanian puts 'de' between 20 or more and the noun: '20 de minute', but '19 minute' and '101 zile'.
    expect(formatTimeAgo('2025-03-10T11:40:00Z', now)).toBe('acum 20 de minute');
    expect(formatTimeAgo('2025-03-10T11:41:00Z', now)).toBe('acum 19 minute');
    expect(document.documentElement.lang).toBe('ro');
    await expect(acceptLanguage()).resolves.toBe('ro');

    showLanguagePack(await loadLanguagePack('en'));
    expect(formatDateTime('2025-03-07T09:05:00.000Z')).toBe('07 Mar 2025, 09:05 UTC');
    expect(formatTimeAgo('2025-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(document.documentElement.lang).toBe('en');
    await expect(acceptLanguage()).resolves.toBe('en');
  });

  it('gives a relative time in a language named, whatever dayjs speaks', async () => {
    await loadLanguagePack('ro');
    expect(formatTimeAgo('2025-03-07T12:00:00Z', now, 'ro')).toBe('acum 3 zile');
    expect(formatTimeAgo('2025-03-07T12:00:00Z', now)).toBe('3 days ago');
  });
});
