import { BonusType, OptInCondition, TournamentStatus } from '../../../src/domain/enums';
import type { SeriesResults, TournamentResults } from '../../../src/domain/results/tournamentResults';
import { storeNewEvents } from '../../src/events/eventStore';
import { recomputeRanks } from '../../src/boards/ranks';
import { refreshDueResults } from '../../src/results/resultsJob';
import { completeDueTournaments } from '../../src/tournaments/tournamentCompletion';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';

/** When a tournament's results become final: once its prizes are in the outbox, or it was canceled (decision 155). */
describe('results that wait for a payout review, and of a canceled tournament', () => {
  const clock = testClock('2030-03-01T01:00:00.000Z');
  const server = useTestServer({ now: clock.now });

  /** A running Open tournament of 2030-03-01 00:00–02:00 whose one player (its own) staked 10 and won 4 in it; one tier: 50 lei for rank 1. */
  async function tournament(manualPayout: boolean): Promise<number> {
    const { db } = server().ctx;
    const { id } = await db
      .insertInto('tournaments')
      .values({
        status: TournamentStatus.InProgress,
        title: 'Review',
        start_at: '2030-03-01T00:00:00Z',
        end_at: '2030-03-01T02:00:00Z',
        manual_payout: manualPayout,
        opt_in_condition: OptInCondition.Open,
        bonus_win_amount_ingestion_configuration: '{}',
        user_role_assignment_score_configuration: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bonus = JSON.stringify({ type: BonusType.BonusMoney, code: 'CASH50', name: '', nominal_name: '', image_url: '', value: 50 });
    await db.insertInto('tiers').values({ tournament_id: id, position: 0, rank_min: 1, rank_max: 1, bonus }).execute();
    await db.insertInto('leaderboard_rows').values({ tournament_id: id, user_id: `x${id}`, user_name: 'x', total_score: 10, computed: '2030-03-01T00:10:00Z' }).execute();
    await recomputeRanks(db, id);
    await storeNewEvents(db, [
      { id: `x-${id}`, type: 'casino_round', user_id: `x${id}`, occurred_at: '2030-03-01T00:10:00Z', game_id: 1, platform: 'mobile', stake: 10, win: 4 },
    ]);
    return id;
  }

  const ids: number[] = [];

  const resultsOf = async (id: number) => (await server().request('GET', `/api/tournaments/${id}/results`)).json as TournamentResults;

  it('projects the prizes while they wait for review, and keeps the figures final once they are approved into the outbox', async () => {
    const id = await tournament(true);
    ids.push(id);
    clock.set('2030-03-01T03:00:00.000Z');
    expect(await completeDueTournaments(server().ctx)).toEqual([id]);
    expect(await refreshDueResults(server().ctx)).toEqual([id]);
    // GGR 6 over 50 lei: (6 − 0 − 50) ÷ 50 = −88 %.
    expect(await resultsOf(id)).toMatchObject({ state: 'provisional', funnel: { won: 1 }, prize_cost: { lei: 50, source: 'projected' }, roi_percent: -88 });

    clock.set('2030-03-01T03:01:00.000Z');
    expect((await server().request('PUT', `/api/tournaments/${id}/approve-payout`)).status).toBe(200);
    expect(await refreshDueResults(server().ctx)).toEqual([id]);
    expect(await resultsOf(id)).toMatchObject({ state: 'final', funnel: { won: 1 }, prize_cost: { lei: 50, source: 'outbox' }, roi_percent: -88 });
    expect(await refreshDueResults(server().ctx)).toEqual([]);
  });

  it('keeps a canceled tournament’s figures final at once, until its cancel, with no prizes and so no ROI', async () => {
    clock.set('2030-03-01T01:00:00.000Z');
    const id = await tournament(false);
    ids.push(id);
    expect((await server().request('PUT', `/api/tournaments/${id}/cancel`)).status).toBe(200);
    // The job comes by later: the figures still stop at the cancel, not at the job's time.
    clock.set('2030-03-01T01:40:00.000Z');
    expect(await refreshDueResults(server().ctx)).toEqual([id]);
    expect(await resultsOf(id)).toMatchObject({
      state: 'final',
      window: { from: '2030-03-01T00:00:00.000Z', to: '2030-03-01T01:00:00.000Z' },
      // Active on the platform: the first test's player too, whose round falls in this window.
      funnel: { active: 2, eligible: 2, scored: 1, won: 0 },
      turnover: { during: 10, before: 0 },
      prize_cost: { lei: 0, free_spins: 0, items: 0, source: 'outbox' },
      roi_percent: null,
    });
  });

  it('has no results for a tournament canceled before it started, then or once its schedule has passed', async () => {
    clock.set('2030-03-01T01:00:00.000Z');
    const id = await tournament(false);
    await server().ctx.db.updateTable('tournaments').set({ start_at: '2030-03-01T05:00:00Z', end_at: '2030-03-01T06:00:00Z' }).where('id', '=', id).execute();
    expect((await server().request('PUT', `/api/tournaments/${id}/cancel`)).status).toBe(200);
    const refusal = { message: `Tournament ${id} was canceled before it started: it has no results` };
    for (const at of ['2030-03-01T01:00:00.000Z', '2030-03-01T07:00:00.000Z']) {
      clock.set(at);
      expect(await refreshDueResults(server().ctx)).toEqual([]);
      const answer = await server().request('GET', `/api/tournaments/${id}/results`);
      expect([answer.status, answer.json]).toEqual([409, refusal]);
    }
    expect((await server().request('GET', `/api/tournaments/${id}/results.xlsx`)).status).toBe(409);
  });

  it("answers a series' trend: its started instances oldest first, with their figures less the chart series", async () => {
    const { db } = server().ctx;
    const at = '2030-02-01T00:00:00Z';
    const { id: seriesId } = await db
      .insertInto('tournament_series')
      .values({ template: '{}', boosters: '[]', recurrence: '{}', created_at: at, updated_at: at, updated_by_id: null, updated_by_name: 'test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const later = await tournament(false);
    await db.updateTable('tournaments').set({ start_at: '2030-03-02T00:00:00Z', end_at: '2030-03-02T02:00:00Z' }).where('id', '=', later).execute();
    await db.updateTable('tournaments').set({ series_id: seriesId }).where('id', 'in', [...ids, later]).execute();

    const trend = await server().request('GET', `/api/series/${seriesId}/results`);
    expect(trend.status).toBe(200);
    const { instances } = trend.json as SeriesResults;
    // The instance of 2030-03-02 has not started: left out.
    expect(instances.map((instance) => [instance.tournament_id, instance.results?.state, instance.results?.roi_percent])).toEqual([
      [ids[0], 'final', -88],
      [ids[1], 'final', null],
    ]);
    expect(instances[0]).not.toHaveProperty('results.series');
    expect((await server().request('GET', `/api/series/${seriesId}/results?take=1`)).json).toMatchObject({ instances: [{ tournament_id: ids[1] }] });
    expect((await server().request('GET', '/api/series/999999/results')).status).toBe(404);
  });
});
