import { sql } from 'kysely';
import { useTestServer } from '../harness';
import { casinoRounds, eventsOfEveryType, postEvents, storedEventIds, type EventBody } from './eventFixtures';

const round = (id: string, changes: EventBody = {}): EventBody => ({ ...casinoRounds(id, 1)[0], id, ...changes });
const without = (event: EventBody, field: string): EventBody => Object.fromEntries(Object.entries(event).filter(([key]) => key !== field));

/** Each kind of malformed event of spec §1, as the one bad event of a batch. */
const MALFORMED: Array<[string, EventBody | unknown]> = [
  ['no id', without(round('x'), 'id')],
  ['a numeric id', round('x', { id: 7 })],
  ['an empty id', round('x', { id: '' })],
  ['an id of 129 characters', round('x', { id: 'i'.repeat(129) })],
  ['an id with a control character', round('x', { id: 'a\u0000b' })],
  ['no type', without(round('x'), 'type')],
  ['an unknown type', round('x', { type: 'sports_bet' })],
  ['a numeric type', round('x', { type: 1 })],
  ['no user_id', without(round('x'), 'user_id')],
  ['a user_id with a line feed', round('x', { user_id: 'a\nb' })],
  ['an empty user_name', round('x', { user_name: '' })],
  ['a user_name of 129 characters', round('x', { user_name: 'n'.repeat(129) })],
  ['no occurred_at', without(round('x'), 'occurred_at')],
  ['a timestamp without zone', round('x', { occurred_at: '2030-01-07T10:00:00' })],
  ['a date without time', round('x', { occurred_at: '2030-01-07' })],
  ['a timestamp that does not parse', round('x', { occurred_at: 'yesterday' })],
  ['a 30 February', round('x', { occurred_at: '2030-02-30T10:00:00Z' })],
  ['a leap second', round('x', { occurred_at: '2030-12-31T23:59:60Z' })],
  ['a zone without minutes', round('x', { occurred_at: '2030-01-07T10:00:00+01' })],
  ['a numeric timestamp', round('x', { occurred_at: 1_900_000_000_000 })],
  ['no stake', without(round('x'), 'stake')],
  ['a zero stake', round('x', { stake: 0 })],
  ['a negative win', round('x', { win: -1 })],
  ['a stake as a string', round('x', { stake: '5' })],
  ['a huge stake', round('x', { stake: 1e300 })],
  ['an unknown platform', round('x', { platform: 'tablet' })],
  ['a fractional game_id', round('x', { game_id: 1.5 })],
  ['a game_id beyond an integer', round('x', { game_id: 2 ** 31 })],
  ['a bonus win without bonus_id', { id: 'x', type: 'bonus_win', user_id: 'p', occurred_at: '2030-01-07T10:00:00Z', amount: 1 }],
  ['a bonus win of 0', { id: 'x', type: 'bonus_win', user_id: 'p', occurred_at: '2030-01-07T10:00:00Z', bonus_id: 'b', amount: 0 }],
  ['a deposit without amount', { id: 'x', type: 'deposit', user_id: 'p', occurred_at: '2030-01-07T10:00:00Z' }],
  ['a role of 129 characters', { id: 'x', type: 'role_assigned', user_id: 'p', occurred_at: '2030-01-07T10:00:00Z', role_id: 'r'.repeat(129) }],
  ['an opt-in with a text tournament_id', { id: 'x', type: 'opt_in', user_id: 'p', occurred_at: '2030-01-07T10:00:00Z', tournament_id: '1' }],
  ['null', null],
  ['a number', 5],
  ['a list', [round('x')]],
];

describe('POST /api/events', () => {
  const server = useTestServer();

  beforeEach(() => server().ctx.db.deleteFrom('gaming_events').execute());

  it('stores a batch of every type, counts it accepted, and keeps each field typed', async () => {
    const events = eventsOfEveryType('every');
    const response = await postEvents(server(), events);
    expect([response.status, response.json]).toEqual([200, { accepted: 5, duplicates: 0 }]);
    const rows = await server().ctx.db.selectFrom('gaming_events').selectAll().orderBy('id').execute();
    expect(rows.map(({ received_at, ...row }) => ({ ...row, received: received_at instanceof Date }))).toEqual([
      expect.objectContaining({ id: 'every-0', type: 'casino_round', user_id: 'player-0', user_name: 'Ana', game_id: 1, platform: 'desktop', stake: 2.5, win: 0, amount: null }),
      expect.objectContaining({ id: 'every-1', type: 'bonus_win', user_name: null, bonus_id: 'welcome', amount: 10, game_id: null }),
      expect.objectContaining({ id: 'every-2', type: 'deposit', amount: 100, occurred_at: new Date('2030-01-07T10:00:00.250Z') }),
      expect.objectContaining({ id: 'every-3', type: 'role_assigned', role_id: 'vip' }),
      // A tournament that does not exist scores nothing, but the event is well formed: accepted.
      expect.objectContaining({ id: 'every-4', type: 'opt_in', tournament_id: 99999, occurred_at: new Date('2030-01-07T10:00:00Z'), received: true }),
    ]);
  });

  it('counts a replayed batch as duplicates and changes nothing', async () => {
    const events = casinoRounds('replay', 20);
    expect((await postEvents(server(), events)).json).toEqual({ accepted: 20, duplicates: 0 });
    const before = await server().ctx.db.selectFrom('gaming_events').selectAll().orderBy('id').execute();
    const changed = events.map((event) => ({ ...event, stake: 999 }));
    expect((await postEvents(server(), changed)).json).toEqual({ accepted: 0, duplicates: 20 });
    expect(await server().ctx.db.selectFrom('gaming_events').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('counts an id given twice in one batch once, keeping the first', async () => {
    const events = [round('twice', { stake: 1 }), round('once'), round('twice', { stake: 2 })];
    expect((await postEvents(server(), events)).json).toEqual({ accepted: 2, duplicates: 1 });
    const stored = await server().ctx.db.selectFrom('gaming_events').select(['id', 'stake']).orderBy('id').execute();
    expect(stored).toEqual([
      { id: 'once', stake: 1 },
      { id: 'twice', stake: 1 },
    ]);
  });

  it('stores every id of two concurrent overlapping batches once, and their counts add up', async () => {
    const first = casinoRounds('race', 3000, 0);
    const second = casinoRounds('race', 3000, 1500);
    const answers = await Promise.all([postEvents(server(), first), postEvents(server(), second)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const counts = answers.map((answer) => answer.json as { accepted: number; duplicates: number });
    const accepted = counts.reduce((sum, count) => sum + count.accepted, 0);
    const duplicates = counts.reduce((sum, count) => sum + count.duplicates, 0);
    expect({ accepted, duplicates }).toEqual({ accepted: 4500, duplicates: 1500 });
    expect(await storedEventIds(server())).toHaveLength(4500);
  });

  it.each(MALFORMED)('refuses a batch with %s, naming the event, and stores nothing of it', async (_kind, bad) => {
    const batch = [...casinoRounds('good', 2), bad, round('good-3')];
    const response = await postEvents(server(), batch);
    expect([response.status, response.json]).toEqual([400, { message: expect.stringMatching(/^\[2\]/), index: 2 }]);
    expect(await storedEventIds(server())).toEqual([]);
  });

  it('refuses a non-finite number, which JSON can only spell as an overflow', async () => {
    const token = await server().ingestToken();
    const rawBody = JSON.stringify([round('finite'), round('infinite', { stake: 3 })]).replace('"stake":3', '"stake":1e999');
    expect(rawBody).toContain('1e999');
    const response = await server().request('POST', '/api/events', { rawBody, token });
    expect([response.status, response.json]).toEqual([400, { message: expect.any(String), index: 1 }]);
    expect(await storedEventIds(server())).toEqual([]);
  });

  it('names the first of several bad events, and words an unknown type and a bad timestamp plainly', async () => {
    const batch = [round('a'), round('b', { type: 'poker' }), round('c', { occurred_at: 'now' })];
    expect((await postEvents(server(), batch)).json).toEqual({ message: '[1].type: must be one of casino_round, bonus_win, deposit, role_assigned, opt_in', index: 1 });
    const timestamp = await postEvents(server(), batch.slice(2));
    expect(timestamp.json).toEqual({ message: '[0].occurred_at: must be an ISO 8601 timestamp with a zone, e.g. 2026-11-24T18:30:00Z', index: 0 });
    expect((await postEvents(server(), [round('d'), round('e', { user_id: '  ' })])).json).toEqual({ message: '[1].user_id: must not be blank', index: 1 });
  });

  it('refuses an empty batch, a batch of 10,001 events and a body that is no list, without an index', async () => {
    for (const body of [[], casinoRounds('big', 10_001), { events: [] }]) {
      const response = await postEvents(server(), body);
      expect([response.status, response.json]).toEqual([400, { message: expect.any(String) }]);
    }
    expect(await storedEventIds(server())).toEqual([]);
  });

  it('accepts the largest batch, 10,000 events, in one go', async () => {
    expect((await postEvents(server(), casinoRounds('full', 10_000))).json).toEqual({ accepted: 10_000, duplicates: 0 });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM gaming_events`.execute(server().ctx.db);
    expect(rows[0].n).toBe(10_000);
  });

  it("refuses a staff member's token (403) and no token (401)", async () => {
    expect((await postEvents(server(), casinoRounds('staff', 1), await server().token())).status).toBe(403);
    expect((await server().request('POST', '/api/events', { body: casinoRounds('anonymous', 1), token: null })).status).toBe(401);
    expect(await storedEventIds(server())).toEqual([]);
  });

  it('is in the OpenAPI document, tagged Events, for a bearer token', async () => {
    const description = (await server().request('GET', '/api/openapi.json')).json as { paths: Record<string, Record<string, { tags: string[]; security: unknown }>> };
    expect(description.paths['/api/events'].post).toMatchObject({ tags: ['Events'], security: [{ bearer: [] }] });
  });
});
