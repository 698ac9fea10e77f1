/** What the engine keeps per player and tournament between events, and how one event changes it. */
import type { PlayerEntry } from './eligibility';
import type { GamingEvent } from './events';
import { roundScore } from './rounding';
import type { ScoreResult } from './scoreResult';
import { addToTotal } from './totalScore';

export interface PlayerState extends PlayerEntry {
  user_id: string;
  /** The latest name an event gave (or the board holds); undefined while none has, when the board shows the user_id. */
  user_name?: string;
  total_score: number;
  /**
   * The board's `computed`, epoch ms; null while the player is not on the board. The occurred_at of the event
   * that last changed the total (spec §2) once one has; before that, when the player joined the board (the first
   * event that counted for them, even one worth 0 points, or staff's assignment).
   */
  computed: number | null;
  /** Whether `computed` is a score change's time rather than the join's. */
  score_changed: boolean;
  /** Roles whose score_to_add this player already got in this tournament. */
  scored_roles: ReadonlySet<string>;
}

export function newPlayerState(userId: string, entry: Partial<PlayerEntry> = {}): PlayerState {
  return { user_id: userId, total_score: 0, computed: null, score_changed: false, opted_in_at: null, assigned_at: null, ...entry, scored_roles: new Set() };
}

const earliest = (a: number | null, b: number) => (a === null ? b : Math.min(a, b));

/** On the board from `at` with what they have: nothing changes for a player already on it. */
export function joinBoard(state: PlayerState, at: number): PlayerState {
  return state.computed === null ? { ...state, computed: at } : state;
}

/** Staff assigned the player at `at` (PUT …/players/{playerId}): eligible from then, and on the board with what they have. */
export function applyAssignment(state: PlayerState, at: number): PlayerState {
  return joinBoard({ ...state, assigned_at: state.assigned_at ?? at }, at);
}

/**
 * Points counted at `at`: the player is on the board from then, and `computed` moves only when the total changes
 * (0 points, or a floor that holds the total at 0, change nothing). The first change sets it whatever the join
 * time was, so a 0-point round at 10:00 followed by a late-arriving 10-point round dated 06:00 leaves 06:00. Later
 * changes never move it back: an event that arrives late says when the total was reached no earlier than the
 * events already counted.
 */
function addPoints(state: PlayerState, points: number, at: number, floorScore: boolean): PlayerState {
  const joined = joinBoard(state, at);
  const total = addToTotal(joined.total_score, points, floorScore);
  if (total === joined.total_score) return joined;
  const computed = joined.score_changed ? Math.max(joined.computed!, at) : at;
  return { ...joined, total_score: total, computed, score_changed: true };
}

/**
 * The state after one event and its scoreEvent result, for tournament `tournamentId`. An `opt_in` for the
 * tournament is recorded whatever the schedule and status (players opt in before a tournament starts); the
 * latest name an event carries is kept whether or not it scored.
 */
export function applyEvent(state: PlayerState, tournamentId: number, floorScore: boolean, event: GamingEvent, result: ScoreResult): PlayerState {
  let next = event.user_name === undefined || event.user_name === state.user_name ? state : { ...state, user_name: event.user_name };
  if (event.type === 'opt_in' && event.tournament_id === tournamentId) {
    next = { ...next, opted_in_at: earliest(next.opted_in_at, event.occurred_at) };
  }
  if (!result.scored) return next;
  if (result.role_id !== null) next = { ...next, scored_roles: new Set(next.scored_roles).add(result.role_id) };
  return addPoints(next, result.points, event.occurred_at, floorScore);
}

/**
 * A manual adjustment made at `at` (spec §3: adjustments take the same path): rounded like an event's points,
 * floored the same way; a player not yet on the board joins it with the adjustment.
 */
export function applyAdjustment(state: PlayerState, score: number, at: number, floorScore: boolean): PlayerState {
  return addPoints(state, roundScore(score), at, floorScore);
}
