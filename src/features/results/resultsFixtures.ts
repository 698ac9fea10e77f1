import type { PendingResults, TournamentResults } from '../../domain/results/tournamentResults';

/** Tournament 7's results, as the server answers them; `changes` replaces fields. */
export function resultsOf(changes: Partial<TournamentResults> = {}): TournamentResults {
  return {
    tournament_id: 7,
    state: 'final',
    computed_at: '2026-11-21T10:05:00.000Z',
    window: { from: '2026-11-20T18:00:00.000Z', to: '2026-11-20T20:00:00.000Z' },
    before_from: '2026-11-20T16:00:00.000Z',
    funnel: { active: 12_345, eligible: 9_000, scored: 1_200, won: 10 },
    turnover: { during: 250_000.5, before: 180_000 },
    ggr: { during: 20_000, before: 14_000 },
    prize_cost: { lei: 2_000, free_spins: 150, items: 3, source: 'outbox' },
    cost_per_participant: { lei: 1.67, free_spins: 0.13, items: 0 },
    roi_percent: 200,
    series: {
      hourly: [
        { hour: '2026-11-20T18:00:00.000Z', active_participants: 800, participants: 800, turnover: 120_000, ggr: 9_000, points: 41_000.5 },
        { hour: '2026-11-20T19:00:00.000Z', active_participants: 700, participants: 1_200, turnover: 130_000.5, ggr: 11_000, points: 90_000.25 },
      ],
      score_distribution: [
        { from: 0, to: 50, players: 1_100 },
        { from: 50, to: 100, players: 100 },
      ],
    },
    ...changes,
  };
}

export const pendingResults: PendingResults = { tournament_id: 7, state: 'pending' };
