import { OptInCondition, TournamentStatus } from '../../../src/domain/enums';
import type { Tournament } from '../../../src/domain/tournament';
import { newTournament, newWageringCondition } from '../../../src/domain/tournamentDefaults';
import { eventHistory, HISTORY_DAYS, type HistoryBoard } from '../../src/seed/eventHistory';

const NOW = Date.parse('2031-03-12T10:20:00Z');
const DAY_MS = 86_400_000;

function board(slug: string): HistoryBoard {
  const draft = newTournament(new Date(NOW - DAY_MS));
  const tournament: Tournament = {
    ...draft,
    id: 7,
    slug,
    status: TournamentStatus.InProgress,
    opt_in_condition: OptInCondition.OptIn,
    time_configuration: { ...draft.time_configuration, start: new Date(NOW - DAY_MS).toISOString(), end: new Date(NOW + 6 * DAY_MS).toISOString() },
    wagering_conditions: [{ ...newWageringCondition(), casino_game_ids: [1, 31, 61] }],
    user_role_assignment_score_configuration: { 'vip-gold': { score_to_add: 500 } },
  };
  return { tournament, players: Array.from({ length: 40 }, (_, n) => ({ user_id: `p${n}`, user_name: `player ${n}` })) };
}

describe('the seed’s event history', () => {
  it('is the same for the same boards and time, drawn without Math.random', () => {
    const random = jest.spyOn(Math, 'random');
    try {
      expect(eventHistory([board('spring-slots-sprint')], NOW)).toEqual(eventHistory([board('spring-slots-sprint')], NOW));
      expect(random).not.toHaveBeenCalled();
    } finally {
      random.mockRestore();
    }
  });

  it('differs from one tournament to another', () => {
    expect(eventHistory([board('one')], NOW)).not.toEqual(eventHistory([board('another')], NOW));
  });

  it(`covers the ${HISTORY_DAYS} days before now, in occurred_at order, with an opt-in for each player`, () => {
    const events = eventHistory([board('spring-slots-sprint')], NOW);
    const times = events.map((event) => event.occurred_at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(NOW - HISTORY_DAYS * DAY_MS);
    expect(times[times.length - 1]).toBeLessThan(NOW);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    expect(events.filter((event) => event.type === 'opt_in')).toHaveLength(40);
  });
});
