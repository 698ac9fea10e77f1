import type { TestResponse, TestServer } from '../harness';

export type EventBody = Record<string, unknown>;

/** One well-formed event of each type, ids made from `prefix` and the position. */
export function eventsOfEveryType(prefix: string): EventBody[] {
  const common = (n: number) => ({ id: `${prefix}-${n}`, user_id: `player-${n}`, occurred_at: '2030-01-07T10:00:00Z' });
  return [
    { ...common(0), type: 'casino_round', user_name: 'Ana', game_id: 1, platform: 'desktop', stake: 2.5, win: 0 },
    { ...common(1), type: 'bonus_win', bonus_id: 'welcome', amount: 10 },
    { ...common(2), type: 'deposit', amount: 100, occurred_at: '2030-01-07T12:00:00.250+02:00' },
    { ...common(3), type: 'role_assigned', role_id: 'vip' },
    { ...common(4), type: 'opt_in', tournament_id: 99999 },
  ];
}

/** `count` casino rounds, ids `${prefix}-0` upwards. */
export function casinoRounds(prefix: string, count: number, from = 0): EventBody[] {
  return Array.from({ length: count }, (_, n) => ({
    id: `${prefix}-${from + n}`,
    type: 'casino_round',
    user_id: `player-${(from + n) % 50}`,
    occurred_at: '2030-01-07T10:00:00Z',
    game_id: 1 + (n % 5),
    platform: n % 2 ? 'mobile' : 'desktop',
    stake: 1 + (n % 7),
    win: n % 3,
  }));
}

export function postEvents(server: TestServer, events: unknown, token?: string): Promise<TestResponse> {
  return server.ingestToken().then((ingest) => server.request('POST', '/api/events', { body: events, token: token ?? ingest }));
}

export async function storedEventIds(server: TestServer): Promise<string[]> {
  const rows = await server.ctx.db.selectFrom('gaming_events').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}
