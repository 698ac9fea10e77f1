import { configureApiClient } from './client';
import { fetchTournamentListPage } from './tournaments';

function answering(body: string, headers: Record<string, string>) {
  const fetchMock = jest.fn(async (_url: string) => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    text: async () => body,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
  }));
  configureApiClient({ apiBase: 'https://api.example', tokenProvider: async () => 'tok', fetch: fetchMock as unknown as typeof fetch });
  return fetchMock;
}

describe('fetchTournamentListPage', () => {
  it('asks for the page with the parameters given (none undefined) and reads the total from X-Total-Count', async () => {
    const fetchMock = answering('[]', { 'x-total-count': '1234' });
    const page = await fetchTournamentListPage('draft', { q: 'spring cup', sort: undefined, take: 24, skip: 48 }, new AbortController().signal);
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.example/api/tournaments/in-status/0?q=spring+cup&take=24&skip=48');
    expect(page).toEqual({ tournaments: [], total: 1234 });
  });

  it('counts the tournaments answered when the header is missing (an API that ignored the parameters)', async () => {
    answering('[{"id":1},{"id":2}]', {});
    const page = await fetchTournamentListPage('running', { take: 24, skip: 0 }, new AbortController().signal);
    expect(page.total).toBe(2);
  });
});
