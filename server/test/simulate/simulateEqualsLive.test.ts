import fc from 'fast-check';
import { OptInCondition, ScoreDriver, WinCriteria } from '../../../src/domain/enums';
import type { TournamentFields } from '../../../src/domain/tournament';
import { newWageringCondition } from '../../../src/domain/tournamentDefaults';
import { board, ingest, type Standing } from '../engine/engineFixtures';
import type { EventBody } from '../events/eventFixtures';
import { createTournament, getTournament, publishTournament } from '../fixtures/tournamentFixture';
import { useTestServer, type TestServer } from '../harness';

/**
 * Issue 25, "Simulate = live": Simulate over a running tournament's own rules and window reproduces its live board
 * (totals, computed, order) for every driver and opt-in condition, on generated traffic: batches whose events say
 * they happened in any order, 0-point rounds, losses under a floor, roles granted twice, opt-ins arriving after the
 * rounds they would have allowed, and staff's assignments and adjustments between batches. The server runs on the
 * real clock, as staff's actions are ordered against the batches by time.
 */

const HOUR = 3_600_000;
const roles = { vip: { score_to_add: 7.5 }, jail: { score_to_add: -20 } };
const condition = (changes = {}) => ({ ...newWageringCondition(), casino_game_ids: [1], ...changes });

/** One tournament of every driver and win criterion, each opt-in condition twice, floors on and off, roles. */
const RULES: Array<Partial<TournamentFields>> = [
  { win_criteria: WinCriteria.Turnover, opt_in_condition: OptInCondition.Open, wagering_conditions: [condition({ contribution: 37.5, min_stake: 1 }), condition({ casino_game_ids: [1, 2] })] },
  { win_criteria: WinCriteria.NetWin, opt_in_condition: OptInCondition.OptIn, floor_score: true, user_role_assignment_score_configuration: roles },
  { win_criteria: WinCriteria.EqualizedWin, opt_in_condition: OptInCondition.Invite, wagering_conditions: [condition({ contribution: 75 })] },
  { win_criteria: WinCriteria.NumberRounds, opt_in_condition: OptInCondition.OptIn },
  {
    score_driver: ScoreDriver.BonusWinAmount,
    opt_in_condition: OptInCondition.Open,
    floor_score: true,
    bonus_win_amount_ingestion_configuration: { welcome: { win_amount_multiplication_factor: 2.5 } },
    user_role_assignment_score_configuration: roles,
  },
  { score_driver: ScoreDriver.DepositAmount, opt_in_condition: OptInCondition.Invite, deposit_amount_multiplication_factor: 1.5, min_deposit_amount: 10, user_role_assignment_score_configuration: roles },
];

const PLAYERS = ['ana', 'bob', 'cyd', 'dan', 'eve'];
const money = fc.constantFrom(0.5, 1, 1.4, 2, 10, 10.25, 32.54, 413.71);

/** An event without id and time: those are given when the script is played. */
const eventShape = fc.oneof(
  { weight: 5, arbitrary: fc.record({ type: fc.constant('casino_round'), game_id: fc.constantFrom(1, 2), platform: fc.constantFrom('desktop', 'mobile'), stake: money, win: fc.oneof(fc.constant(0), money, fc.constant('stake')) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('bonus_win'), bonus_id: fc.constantFrom('welcome', 'other'), amount: money }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('deposit'), amount: money }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('role_assigned'), role_id: fc.constantFrom('vip', 'jail') }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('opt_in'), tournament: fc.nat(RULES.length - 1) }) },
);

const scripted = fc.record({ shape: eventShape, player: fc.nat(PLAYERS.length - 1), name: fc.option(fc.constantFrom('Ana', 'Bo'), { nil: undefined }), hour: fc.nat(22) });
const staffAction = fc.record({ kind: fc.constantFrom('assign', 'adjust'), tournament: fc.nat(RULES.length - 1), player: fc.nat(PLAYERS.length - 1), score: fc.constantFrom(-3.5, 1.005, 10) });
const script = fc.array(fc.record({ events: fc.array(scripted, { minLength: 1, maxLength: 12 }), after: fc.option(staffAction, { nil: undefined }) }), { minLength: 2, maxLength: 6 });

type Script = typeof script extends fc.Arbitrary<infer T> ? T : never;

/**
 * Rank, player, total and computed. Not the name: live shows the latest the platform sent (a player staff assign
 * joins with it), which Simulate can know only from the events it replays.
 */
const standings = (rows: readonly Standing[]) => rows.map(({ rank, user_id, total_score, computed }) => ({ rank, user_id, total_score, computed }));

describe('Simulate over a running tournament’s own window reproduces its live board', () => {
  const server = useTestServer();
  let run = 0;

  async function runningTournaments(s: TestServer): Promise<{ ids: number[]; start: number }> {
    const ids: number[] = [];
    for (const rules of RULES) ids.push((await publishTournament(s, await createTournament(s, rules))).id);
    const { time_configuration } = await getTournament(s, ids[0]);
    // A booster over the first half of the window on the first tournament, another beside it.
    const start = Date.parse(time_configuration.start);
    await s.ctx.db
      .insertInto('boosters')
      .values([
        { tournament_id: ids[0], multiplier: 2, start_date: new Date(start), end_date: new Date(start + 12 * HOUR) },
        { tournament_id: ids[0], multiplier: 1.5, start_date: new Date(start + 6 * HOUR), end_date: new Date(start + 18 * HOUR) },
      ])
      .execute();
    return { ids, start };
  }

  async function play(s: TestServer, batches: Script, ids: number[], start: number): Promise<void> {
    const prefix = `r${++run}`;
    let n = 0;
    for (const { events, after } of batches) {
      const body: EventBody[] = events.map(({ shape, player, name, hour }) => {
        const { tournament, win, ...fields } = shape as Record<string, unknown>;
        const event: EventBody = { id: `${prefix}-${n++}`, user_id: `${prefix}-${PLAYERS[player]}`, occurred_at: new Date(start + hour * HOUR + n).toISOString(), ...fields };
        if (name !== undefined) event.user_name = name;
        if (win !== undefined) event.win = win === 'stake' ? event.stake : win;
        if (tournament !== undefined) event.tournament_id = ids[tournament as number];
        return event;
      });
      await ingest(s, body);
      if (!after) continue;
      const userId = `${prefix}-${PLAYERS[after.player]}`;
      const id = ids[after.tournament];
      // Either may be refused (a player the platform has not sent, nobody to adjust): live and Simulate then both lack it.
      if (after.kind === 'assign') await s.request('PUT', `/api/tournaments/${id}/players/${userId}`);
      else await s.request('PUT', '/api/leaderboards/adjust-score-manually', { body: { tournament_id: id, user_id: userId, score: after.score, note: 'generated' } });
    }
  }

  it('for every driver and opt-in condition, on generated batches', async () => {
    await fc.assert(
      fc.asyncProperty(script, async (batches) => {
        const s = server();
        const { ids, start } = await runningTournaments(s);
        await play(s, batches, ids, start);
        for (const id of ids) {
          const tournament = await getTournament(s, id);
          const { start: from, end: to } = tournament.time_configuration;
          const simulated = await s.request('POST', '/api/tournaments/simulate', { body: { tournament, from, to } });
          expect(simulated.status).toBe(200);
          expect({ tournament: id, rows: standings((simulated.json as { rows: Standing[] }).rows) }).toEqual({ tournament: id, rows: standings(await board(s, id)) });
        }
      }),
      { numRuns: 6, seed: 20251129, endOnFailure: true },
    );
  });
});
