/** Engine spec §2 composed: what one event adds to one player's total in one tournament. */
import { TournamentStatus } from '../enums';
import type { Tournament } from '../tournament';
import { basePoints, type PointRules } from './basePoints';
import { boostAt, type ScoringBooster } from './boosterMultiplier';
import { isEligible } from './eligibility';
import type { GamingEvent, RoleAssignedEvent } from './events';
import { exact, times, toHundredths, toNumber } from './exactDecimal';
import type { PlayerState } from './playerState';
import { roleScore } from './roleScore';
import { scheduleMiss } from './schedule';
import { notScored, type ScoreResult } from './scoreResult';

/** The parts of a tournament scoring reads. Simulate passes a draft with status In Progress ("as if it had run"). */
export type ScoringTournament = PointRules &
  Pick<Tournament, 'id' | 'status' | 'opt_in_condition' | 'floor_score' | 'time_configuration' | 'user_role_assignment_score_configuration'>;

/** Spec: "boosters never apply to it". */
function scoreRole(tournament: ScoringTournament, player: PlayerState, event: RoleAssignedEvent): ScoreResult {
  const role = roleScore(tournament.user_role_assignment_score_configuration, event.role_id, player.scored_roles.has(event.role_id));
  if ('reason' in role) return notScored(role.reason);
  return { scored: true, points: toHundredths(role.points), base_points: toNumber(role.points), multiplier: 1, booster_id: null, role_id: event.role_id };
}

/**
 * The event's points for this player, or the first rule that kept it from scoring, checked in the
 * spec's order: status, [start, end), weekday, eligibility, then the driver's rule and the booster. A
 * role counts only where a round would (in the window, eligible), and only such a grant uses up the
 * player's once for that role. Pure: the caller applies the result with applyEvent and drops duplicate
 * event ids before calling (the server by the events table's key, replay.ts by a set of seen ids).
 */
export function scoreEvent(tournament: ScoringTournament, boosters: readonly ScoringBooster[], player: PlayerState, event: GamingEvent): ScoreResult {
  if (event.type === 'opt_in') return notScored('opt_in_scores_nothing');
  if (tournament.status !== TournamentStatus.InProgress) return notScored('not_in_progress');
  const miss = scheduleMiss(tournament.time_configuration, event.occurred_at);
  if (miss) return notScored(miss);
  if (!isEligible(tournament.opt_in_condition, player, event.occurred_at)) return notScored('not_eligible');
  if (event.type === 'role_assigned') return scoreRole(tournament, player, event);
  const base = basePoints(tournament, event);
  if ('reason' in base) return notScored(base.reason);
  const boost = boostAt(boosters, event.occurred_at);
  // The booster multiplies the exact base points, and the product is rounded once.
  const points = toHundredths(times(base.points, exact(boost.multiplier)));
  return { scored: true, points, base_points: toNumber(base.points), ...boost, role_id: null };
}
