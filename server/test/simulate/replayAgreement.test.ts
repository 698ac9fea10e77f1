import { WinCriteria } from '../../../src/domain/enums';
import { arrivedEvents } from '../../src/simulate/eventRows';
import { windowRows } from '../../src/simulate/windowEvents';
import { board, event, ingest, round, runningTournament } from '../engine/engineFixtures';
import { getTournament } from '../fixtures/tournamentFixture';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';

/** A minute into the running tournament of engineFixtures (2030-01-07T11:00Z for a day). */
const minute = (n: number) => new Date(Date.parse('2030-01-07T11:00:00.000Z') + n * 60_000).toISOString();

describe('Simulate over a tournament’s own window', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });

  it('projects the board live scoring built from the same events', async () => {
    const id = await runningTournament(server(), clock, {
      win_criteria: WinCriteria.NetWin,
      floor_score: true,
      user_role_assignment_score_configuration: { vip: { score_to_add: 7.5 } },
    });
    await server().ctx.db.insertInto('boosters').values({ tournament_id: id, multiplier: 2, start_date: new Date(minute(30)), end_date: new Date(minute(60)) }).execute();
    await ingest(server(), [
      round('ag-1', 'ag-a', { occurred_at: minute(1), win: 25, user_name: 'Ana' }),
      round('ag-2', 'ag-b', { occurred_at: minute(2), win: 4 }),
      round('ag-3', 'ag-b', { occurred_at: minute(35), win: 30 }),
      round('ag-4', 'ag-c', { occurred_at: minute(3), win: 10 }),
      event('role_assigned', 'ag-5', 'ag-c', { role_id: 'vip', occurred_at: minute(4) }),
      event('role_assigned', 'ag-6', 'ag-c', { role_id: 'vip', occurred_at: minute(5) }),
      round('ag-7', 'ag-d', { occurred_at: minute(40), win: 0 }),
      round('ag-8', 'ag-a', { occurred_at: minute(45), win: 10 }),
    ]);
    const tournament = await getTournament(server(), id);
    const { start, end } = tournament.time_configuration;
    const response = await server().request('POST', '/api/tournaments/simulate', { body: { tournament, from: start, to: end } });
    const live = await board(server(), id);
    expect(live.length).toBe(4);
    expect(response.json).toMatchObject({ events: 8, players: live.length, rows: live });
  });
});

describe('windowRows', () => {
  const server = useTestServer();
  const instant = '2030-01-07T10:00:00.000Z';

  beforeAll(async () => {
    // Five at one instant (ids out of order, 'B' < 'a' by code point), one before, one at the window's end.
    const ids = ['e', 'a', 'B', 'c', 'd'];
    await ingest(server(), [
      ...ids.map((id) => round(id, 'p', { occurred_at: instant })),
      round('z-early', 'p', { occurred_at: '2030-01-07T09:00:00.000Z' }),
      round('z-end', 'p', { occurred_at: '2030-01-07T11:00:00.000Z' }),
    ]);
  });

  const read = async (signal: AbortSignal, pageSize: number, receivedFrom = new Date(0)) => {
    const pages: string[][] = [];
    const scan = { from: new Date('2030-01-07T09:00:00Z'), to: new Date('2030-01-07T11:00:00Z'), receivedFrom };
    for await (const rows of windowRows(server().ctx.db, scan, signal, pageSize)) pages.push(arrivedEvents(rows).events.map((e) => e.id));
    return pages;
  };

  it('reads [from, to) in pages by occurred_at then id within a batch, none skipped or repeated across a page break inside one instant', async () => {
    expect(await read(new AbortController().signal, 2)).toEqual([['z-early', 'B'], ['a', 'c'], ['d', 'e']]);
  });

  it('reads batches in the order the ingest processed them, whatever their events say of when they happened', async () => {
    await ingest(server(), [round('y-later-batch', 'p', { occurred_at: '2030-01-07T09:30:00.000Z' })]);
    expect((await read(new AbortController().signal, 3)).flat()).toEqual(['z-early', 'B', 'a', 'c', 'd', 'e', 'y-later-batch']);
  });

  it('reads nothing processed before receivedFrom', async () => {
    expect(await read(new AbortController().signal, 10, new Date(Date.now() + 60_000))).toEqual([]);
  });

  it('reads nothing more once the client has gone', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(read(controller.signal, 2)).rejects.toThrow();
  });
});
