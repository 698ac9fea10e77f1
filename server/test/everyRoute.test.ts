import { tokenForOperation, useTestServer } from './harness';

// Malformed or invalid input of every shape the routes could meet: it must be refused with a 4xx, never a 500.
const BODIES = [undefined, '{', '[]', '{}', 'null', '"text"', '1e999', '[1,"a",null]', '{"id":"x","title":1}', '{"id":99999999999}', '[99999999999]', '{"tournament_id":99999999999,"user_id":"u","score":1e308,"note":"n"}',
  '[{"id":"e","type":"casino_round","user_id":"u","occurred_at":"2030-01-07T10:00:00Z","game_id":99999999999,"platform":"desktop","stake":1e308,"win":0}]'];
const PATH_PARAMS = ['1', '-1', '99999999999', 'abc'];
const QUERIES = ['', '?take=-1&skip=x&q=%25_%5C', '?take=99999999999&skip=99999999999'];

// Every operation the OpenAPI document describes. The first test keeps the two equal, so a new route is probed here too;
// each route is its own test, with its own time limit, as the whole walk outgrew one on a loaded CI machine.
const ROUTES = [
  'GET /api/tournaments/running',
  'GET /api/tournaments/scheduled',
  'GET /api/tournaments/completed',
  'GET /api/tournaments/in-status/{status}',
  'GET /api/tournaments/{id}',
  'POST /api/tournaments/{id}',
  'PUT /api/tournaments',
  'PUT /api/tournaments/{id}/cancel',
  'POST /api/tournaments/{id}/summary-video-url',
  'GET /api/leaderboard/{id}',
  'GET /api/leaderboard/{id}/player/{playerId}/rank',
  'GET /api/export/leaderboard/{id}',
  'PUT /api/leaderboards/adjust-score-manually',
  'PUT /api/tournaments/{id}/players/{playerId}',
  'POST /api/tournaments/{id}/players',
  'GET /api/game-feeds/infos',
  'POST /api/game-feeds/infos',
  'GET /api/game-feeds/infos/search',
  'GET /api/bonuses',
  'GET /api/bonus-outbox/tournament/{id}',
  'GET /api/bonus-outbox/failed',
  'GET /api/bonus-outbox/failed/count',
  'PUT /api/bonus-outbox/sent',
  'PUT /api/bonus-outbox/{id}/bonus-code',
  'GET /api/boosters/{tournamentId}',
  'POST /api/boosters',
  'DELETE /api/boosters',
  'PUT /api/admin-users',
  'POST /api/admin-users',
  'POST /api/events',
  'GET /api/leaderboard/{id}/changes',
  'GET /api/leaderboards/changes',
  'POST /api/tournaments/simulate',
  'GET /api/tournaments/{id}/history',
  'GET /api/leaderboard/{id}/player/{playerId}/adjustments',
  'GET /api/tournaments/{id}/payout-review',
  'POST /api/tournaments/{id}/disqualifications',
  'PUT /api/tournaments/{id}/approve-payout',
  'GET /api/series',
  'PUT /api/series',
  'GET /api/series/{id}',
  'POST /api/series/{id}',
  'PUT /api/series/{id}/pause',
  'PUT /api/series/{id}/resume',
  'PUT /api/series/{id}/end',
  'GET /api/tournaments/{id}/results',
  'GET /api/tournaments/{id}/results.csv',
  'GET /api/tournaments/{id}/results.xlsx',
  'GET /api/series/{id}/results',
  'GET /api/openapi.json',
];

const SPEC_CALLS = [
  'GET /api/tournaments/running',
  'GET /api/tournaments/scheduled',
  'GET /api/tournaments/completed',
  'GET /api/tournaments/in-status/{}',
  'GET /api/tournaments/{}',
  'POST /api/tournaments/{}',
  'PUT /api/tournaments',
  'PUT /api/tournaments/{}/cancel',
  // Simulate (docs: tournament-engine §4).
  'POST /api/tournaments/simulate',
  'PUT /api/tournaments/{}/players/{}',
  'POST /api/tournaments/{}/summary-video-url',
  'GET /api/game-feeds/infos',
  'GET /api/game-feeds/infos/search',
  'POST /api/game-feeds/infos',
  'GET /api/leaderboard/{}',
  'GET /api/leaderboard/{}/player/{}/rank',
  'GET /api/export/leaderboard/{}',
  'PUT /api/leaderboards/adjust-score-manually',
  'GET /api/bonuses',
  'GET /api/bonus-outbox/tournament/{}',
  'GET /api/bonus-outbox/failed',
  'GET /api/bonus-outbox/failed/count',
  'PUT /api/bonus-outbox/sent',
  'POST /api/admin-users',
  'PUT /api/admin-users',
  'GET /api/boosters/{}',
  'POST /api/boosters',
  'DELETE /api/boosters',
  // The engine's ingest (docs: tournament-engine §1).
  'POST /api/events',
];

/** `route` with each of its path parameters written as `value`. */
const withParameters = (route: string, value: string) => route.replace(/\{[^}]+\}/g, value);

describe('the API, for every route', () => {
  const server = useTestServer({ seedDemoData: true });

  it('covers every call of spec §7, all described in the OpenAPI document', async () => {
    const description = (await server().request('GET', '/api/openapi.json')).json as { paths: Record<string, object> };
    const described = Object.entries(description.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual([...ROUTES].sort());
    expect(ROUTES.map((route) => withParameters(route, '{}'))).toEqual(expect.arrayContaining(SPEC_CALLS));
  });

  it.each(ROUTES)('answers malformed and invalid input to %s with a 4xx, never a 500, in words of either language', async (route) => {
    const [method, path] = route.split(' ');
    const serverErrors: string[] = [];
    // Every other request asks for Romanian; a message that cannot be put into words is reported by react-intl on console.error.
    const intlErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let requests = 0;
    // The token the route takes, so that its input is read rather than refused at the gate.
    const token = await tokenForOperation(server(), method, path);
    for (const url of PATH_PARAMS.map((param) => withParameters(path, param))) {
      for (const query of QUERIES) {
        for (const rawBody of method === 'GET' ? [undefined] : BODIES) {
          const headers = { 'accept-language': requests++ % 2 === 0 ? 'ro' : 'en' };
          const response = await server().request(method, url + query, { rawBody, token, headers });
          // 502 is the bonus system refusing a resend, the one upstream failure the API reports.
          if (response.status >= 500 && response.status !== 502) {
            serverErrors.push(`${method} ${url}${query} ${rawBody} -> ${response.status} ${response.text}`);
          }
        }
      }
    }
    const logged = [...intlErrors.mock.calls];
    intlErrors.mockRestore();
    expect(serverErrors).toEqual([]);
    expect(logged).toEqual([]);
  });
});
