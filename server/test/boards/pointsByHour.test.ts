import { TournamentStatus } from '../../../src/domain/enums';
import { pointsByHourOf } from '../../src/boards/pointsByHour';
import { computeResults } from '../../src/results/resultsComputation';
import { at, DURING, ingest, round, runningTournament, scores } from '../engine/engineFixtures';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';

const standing = (total_score: number, computed: string) => ({ total_score, computed: new Date(computed) });

describe("a board's points per hour (points over time, issue 28)", () => {
  it('adds what each change adds in whole hundredths to the hour of the change, leaving out an hour that nets to nothing', () => {
    expect(
      pointsByHourOf([
        { before: standing(0.1, DURING), after: standing(0.3, '2030-01-07T12:59:59.999Z') },
        { after: standing(0.2, '2030-01-07T12:00:00.000Z') },
        { before: standing(5, DURING), after: standing(4, '2030-01-07T13:10:00.000Z') },
        { before: standing(1, DURING), after: standing(2, '2030-01-07T13:20:00.000Z') },
      ]),
    ).toEqual([{ hour: Date.parse('2030-01-07T12:00:00.000Z'), hundredths: 40 }]);
  });

  describe('written with the board, and read by the results', () => {
    const clock = testClock();
    const server = useTestServer({ now: clock.now });

    it('counts events in the hour they happened, an adjustment and a disqualification in the hour staff made them', async () => {
      const id = await runningTournament(server(), clock);
      // Turnover at 100 %: a round's points are its stake.
      await ingest(server(), [round('ph-1', 'ph-a'), round('ph-2', 'ph-b', { occurred_at: at(90), stake: 2.5 }), round('ph-3', 'ph-a', { occurred_at: at(5), stake: 1.05 })]);
      clock.set('2030-01-07T14:20:00.000Z');
      const adjusted = await server().request('PUT', '/api/leaderboards/adjust-score-manually', { body: { tournament_id: id, user_id: 'ph-a', score: 5, note: 'Goodwill' } });
      expect(adjusted.status).toBe(200);
      clock.set('2030-01-07T14:40:00.000Z');
      expect((await server().request('POST', `/api/tournaments/${id}/disqualifications`, { body: { user_id: 'ph-b', reason: 'Bonus abuse' } })).status).toBe(200);
      expect(await scores(server(), id)).toEqual({ 'ph-a': 16.05 });

      const rows = await server()
        .ctx.db.selectFrom('tournament_points_by_hour')
        .select(['hour', 'points'])
        .where('tournament_id', '=', id)
        .orderBy('hour')
        .execute();
      expect(rows.map((row) => [row.hour.toISOString(), Number(row.points)])).toEqual([
        ['2030-01-07T12:00:00.000Z', 11.05],
        ['2030-01-07T13:00:00.000Z', 2.5],
        ['2030-01-07T14:00:00.000Z', 2.5],
      ]);

      const tournament = { id, status: TournamentStatus.InProgress, opt_in_condition: 1, start_at: new Date('2030-01-07T11:00:00.000Z'), end_at: new Date('2030-01-08T11:00:00.000Z') };
      const { results } = await computeResults(server().ctx.db, tournament, clock.now());
      // The board's total at each hour's end; the last hour (cut at now) ends on the board's total.
      expect(results.series.hourly.map((hour) => [hour.hour.slice(11, 16), hour.points])).toEqual([
        ['11:00', 0],
        ['12:00', 11.05],
        ['13:00', 13.55],
        ['14:00', 16.05],
      ]);
    });
  });
});
