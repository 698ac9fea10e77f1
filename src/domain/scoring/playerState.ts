/** What the engine keeps per player and tournament between events, and how one event changes it. */
import type { PlayerEntry } from './eligibility';
import type { GamingEvent } from './events';
import { roundScore } from './rounding';
import type { ScoreResult } from './scoreResult';
import { addToTotal } from './totalScore';

export interface PlayerState extends PlayerEntry {
  user_id: string;
  total_score: number;
  /** Epoch ms of the latest event that changed the total; null while nothing has. */
  computed: number | null;
  /** Roles whose score_to_add this player already got in this tournament. */
  scored_roles: ReadonlySet<string>;
}

export function newPlayerState(userId: string, entry: Partial<PlayerEntry> = {}): PlayerState {
  return { user_id: userId, total_score: 0, computed: null, opted_in_at: null, assigned_at: null, ...entry, scored_roles: new Set() };
}

const earliest = (a: number | null, b: number) => (a === null ? b : Math.min(a, b));

/**
 * Points added at `at`: computed moves only when the total changes (0 points, or a floor that holds the
 * total at 0, change nothing), and never backwards: an event that arrives late says when the total was
 * reached no earlier than the events already counted, so live scoring and a replay in occurred_at order agree.
 */
function addPoints(state: PlayerState, points: number, at: number, floorScore: boolean): PlayerState {
  const total = addToTotal(state.total_score, points, floorScore);
  if (total === state.total_score) return state;
  return { ...state, total_score: total, computed: Math.max(state.computed ?? at, at) };
}

/**
 * The state after one event and its scoreEvent result, for tournament `tournamentId`. An `opt_in` for the
 * tournament is recorded whatever the schedule and status (players opt in before a tournament starts).
 */
export function applyEvent(state: PlayerState, tournamentId: number, floorScore: boolean, event: GamingEvent, result: ScoreResult): PlayerState {
  let next = state;
  if (event.type === 'opt_in' && event.tournament_id === tournamentId) {
    next = { ...next, opted_in_at: earliest(next.opted_in_at, event.occurred_at) };
  }
  if (!result.scored) return next;
  if (result.role_id !== null) next = { ...next, scored_roles: new Set(next.scored_roles).add(result.role_id) };
  return addPoints(next, result.points, event.occurred_at, floorScore);
}

/** A manual adjustment made at `at` (spec §3: adjustments take the same path): rounded like an event's points, floored the same way. */
export function applyAdjustment(state: PlayerState, score: number, at: number, floorScore: boolean): PlayerState {
  return addPoints(state, roundScore(score), at, floorScore);
}
