import { sql } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import type { Tournament } from '../../../src/domain/tournament';
import { completed, listPage, type TournamentList } from '../../src/tournaments/tournamentLists';
import { selectTournamentRows } from '../../src/tournaments/tournamentRepository';
import { testClock } from '../fixtures/testClock';
import { useTestServer, type TestServer } from '../harness';

interface Row {
  title: string;
  slug?: string;
  status?: TournamentStatus;
  start: string;
  end: string;
  created?: string;
}

const hour = (n: number) => new Date(Date.UTC(2030, 0, 7, n)).toISOString();

/** Straight into the table: these tests are about reading lists, and rows state their times outright. */
async function insertTournaments(server: TestServer, rows: Row[]): Promise<number[]> {
  const inserted = await server.ctx.db
    .insertInto('tournaments')
    .values(
      rows.map(({ title, slug = '', status = TournamentStatus.Completed, start, end, created = start }) => ({
        title,
        slug,
        status,
        start_at: start,
        end_at: end,
        created_at: created,
        updated_at: created,
        bonus_win_amount_ingestion_configuration: '{}',
        user_role_assignment_score_configuration: '{}',
      })),
    )
    .returning('id')
    .execute();
  return inserted.map(({ id }) => id);
}

describe('the list calls with q, sort, order, take and skip (issue 13)', () => {
  const clock = testClock('2030-01-08T00:00:00.000Z');
  const server = useTestServer({ now: clock.now });

  const get = (path: string) => server().request('GET', path);
  const idsOf = (response: { json: unknown }) => (response.json as Tournament[]).map(({ id }) => id);
  const totalOf = (response: { headers: Headers }) => response.headers.get('x-total-count');

  // Completed, ended at hours 1..5: titles out of alphabetical and creation order on purpose.
  let alpha: number, bravo: number, charlie: number, delta: number, echo: number;
  beforeAll(async () => {
    [charlie, alpha, echo, bravo, delta] = await insertTournaments(server(), [
      { title: 'Charlie Cup', slug: 'charlie-cup', start: hour(0), end: hour(1), created: hour(0) },
      { title: 'alpha Race', slug: 'spring-100%', start: hour(0), end: hour(2), created: hour(3) },
      { title: 'Echo Cup', slug: 'echo-cup', start: hour(0), end: hour(3), created: hour(1) },
      { title: 'Bravo Sprint', slug: 'bravo_sprint', start: hour(0), end: hour(4), created: hour(4) },
      { title: 'Delta Cup', slug: 'delta-cup', start: hour(0), end: hour(5), created: hour(2) },
    ]);
  });

  it('without any of them answers the whole array in the spec order, with no X-Total-Count', async () => {
    const response = await get('/api/tournaments/completed');
    expect(response.status).toBe(200);
    expect(idsOf(response)).toEqual([delta, bravo, echo, alpha, charlie]);
    expect(totalOf(response)).toBeNull();
  });

  it('pages the list in its own order with take and skip, and counts the whole list in X-Total-Count', async () => {
    const first = await get('/api/tournaments/completed?take=2');
    expect(idsOf(first)).toEqual([delta, bravo]);
    expect(totalOf(first)).toBe('5');
    const last = await get('/api/tournaments/completed?take=2&skip=4');
    expect(idsOf(last)).toEqual([charlie]);
    expect(totalOf(last)).toBe('5');
    const beyond = await get('/api/tournaments/completed?skip=10');
    expect(beyond.json).toEqual([]);
    expect(totalOf(beyond)).toBe('5');
  });

  it('answers a page of the default size with only skip, and tournaments exactly as the whole list does', async () => {
    const whole = (await get('/api/tournaments/completed')).json as Tournament[];
    const page = await get('/api/tournaments/completed?skip=0');
    expect(page.json).toEqual(whole);
    expect(totalOf(page)).toBe('5');
  });

  it('sorts by start, end, title (any case) and created, ascending unless told, ties broken by id', async () => {
    expect(idsOf(await get('/api/tournaments/completed?sort=title'))).toEqual([alpha, bravo, charlie, delta, echo]);
    expect(idsOf(await get('/api/tournaments/completed?sort=title&order=desc'))).toEqual([echo, delta, charlie, bravo, alpha]);
    expect(idsOf(await get('/api/tournaments/completed?sort=end'))).toEqual([charlie, alpha, echo, bravo, delta]);
    expect(idsOf(await get('/api/tournaments/completed?sort=created&order=desc'))).toEqual([bravo, alpha, delta, echo, charlie]);
    // All start together: the id decides, in the same direction.
    expect(idsOf(await get('/api/tournaments/completed?sort=start&order=desc'))).toEqual([delta, bravo, echo, alpha, charlie]);
  });

  it("turns the list's own order with order alone", async () => {
    expect(idsOf(await get('/api/tournaments/completed?order=asc'))).toEqual([charlie, alpha, echo, bravo, delta]);
    expect(idsOf(await get('/api/tournaments/completed?order=desc'))).toEqual([delta, bravo, echo, alpha, charlie]);
  });

  it('searches title and slug case-insensitively, and the whole id, with LIKE characters taken literally', async () => {
    const search = async (q: string) => {
      const response = await get(`/api/tournaments/completed?q=${encodeURIComponent(q)}`);
      return { ids: idsOf(response), total: totalOf(response) };
    };
    expect(await search('CUP')).toEqual({ ids: [delta, echo, charlie], total: '3' });
    expect(await search('echo-c')).toEqual({ ids: [echo], total: '1' });
    expect(await search(String(bravo))).toEqual({ ids: [bravo], total: '1' });
    expect(await search('100%')).toEqual({ ids: [alpha], total: '1' });
    expect(await search('%')).toEqual({ ids: [alpha], total: '1' });
    expect(await search('o_s')).toEqual({ ids: [bravo], total: '1' });
    expect(await search('nothing like it')).toEqual({ ids: [], total: '0' });
    // Blank: every tournament, as a page.
    expect(await search('  ')).toEqual({ ids: [delta, bravo, echo, alpha, charlie], total: '5' });
  });

  it('combines a search with a sort, an order and a page', async () => {
    const response = await get('/api/tournaments/completed?q=cup&sort=title&order=desc&take=1&skip=1');
    expect(idsOf(response)).toEqual([delta]);
    expect(totalOf(response)).toBe('3');
  });

  it('pages running, scheduled and a status list within their own tournaments', async () => {
    const [running, scheduled, draft] = await insertTournaments(server(), [
      { title: 'Running Cup', status: TournamentStatus.InProgress, start: hour(10), end: '2030-01-09T00:00:00.000Z' },
      { title: 'Scheduled Cup', status: TournamentStatus.InProgress, start: '2030-01-10T00:00:00.000Z', end: '2030-01-11T00:00:00.000Z' },
      { title: 'Draft Cup', status: TournamentStatus.Draft, start: hour(0), end: hour(1) },
    ]);
    for (const [path, id] of [
      ['running', running],
      ['scheduled', scheduled],
      ['in-status/0', draft],
    ] as const) {
      const response = await get(`/api/tournaments/${path}?q=cup&take=10`);
      expect([path, idsOf(response), totalOf(response)]).toEqual([path, [id], '1']);
    }
  });

  it.each([
    ['take=0', 'take: must be >= 1'],
    ['take=101', 'take: must be <= 100'],
    ['take=ten', 'take: must be integer'],
    ['skip=-1', 'skip: must be >= 0'],
    ['sort=prize', 'sort: must be equal to one of the allowed values'],
    ['order=up', 'order: must be equal to one of the allowed values'],
    [`q=${'x'.repeat(201)}`, 'q: must not have more than 200 characters'],
    ['q=%00', 'q: must not contain control characters'],
  ])('refuses %s with 400 and a JSON message', async (query, message) => {
    const response = await get(`/api/tournaments/completed?${query}`);
    expect([response.status, response.json]).toEqual([400, { message }]);
  });

  it('describes the parameters and the X-Total-Count header in the OpenAPI document', async () => {
    const document = (await get('/api/openapi.json')).json as {
      paths: Record<string, { get: { parameters: Array<{ name: string; in: string }>; responses: Record<string, { headers?: object }> } }>;
    };
    for (const path of ['/api/tournaments/running', '/api/tournaments/scheduled', '/api/tournaments/completed', '/api/tournaments/in-status/{status}']) {
      const { parameters, responses } = document.paths[path].get;
      expect(parameters.filter((parameter) => parameter.in === 'query').map(({ name }) => name)).toEqual(['q', 'sort', 'order', 'take', 'skip']);
      expect(Object.keys(responses['200'].headers ?? {})).toEqual(['X-Total-Count']);
    }
  });
});

describe('the first page of 10,000 completed tournaments', () => {
  const server = useTestServer();

  beforeAll(async () => {
    const { db } = server().ctx;
    await sql`
      INSERT INTO tournaments (status, title, slug, start_at, end_at, created_at, updated_at)
      SELECT ${TournamentStatus.Completed}, 'Daily cup ' || n, 'daily-cup-' || n,
             timestamptz '2029-01-01' + n * interval '1 hour', timestamptz '2029-01-01' + (n + 1) * interval '1 hour',
             timestamptz '2029-01-01' + n * interval '1 minute', timestamptz '2029-01-01' + n * interval '1 minute'
        FROM generate_series(1, 10000) AS n`.execute(db);
    await sql`ANALYZE tournaments`.execute(db);
  });

  const planOf = async (list: TournamentList, query: Parameters<typeof listPage>[1]) => {
    const rows = await listPage(list, query).page(selectTournamentRows(server().ctx.db)).explain();
    return rows.map((row) => String(Object.values(row)[0])).join('\n');
  };

  it.each([{ take: 20 }, { sort: 'title', order: 'desc', take: 20 }, { sort: 'created', take: 20, skip: 20 }, { sort: 'start', order: 'desc', take: 20 }] as const)(
    'is an index scan that stops at the page, not a sort of all: %j',
    async (query) => {
      const plan = await planOf(completed, query);
      expect(plan).toMatch(/Index Scan/);
      expect(plan).not.toMatch(/Sort/);
    },
  );
});
