import { applyEvent, newPlayerState, scoreEvent, type GamingEvent, type PlayerState } from '../../../src/domain/scoring';
import type { BoardScore } from '../leaderboard/boardScores';
import type { StoredEntry } from './playerEntries';
import type { RunningTournament } from './runningTournaments';

/**
 * Joined everything at the beginning of time, no role scored yet: the most an event could score for anyone.
 * One object for every event (scoreEvent reads only the entry and the roles), as allocating one per event
 * cost more than the rules.
 */
const ANY_PLAYER = newPlayerState('', { opted_in_at: -Infinity, assigned_at: -Infinity });

/**
 * The players for whom one of their events could score in this tournament, judged without their stored state:
 * if an event scores nothing even for a player who joined long ago and has no role yet, it scores nothing for
 * anyone. Only a tournament with such players is locked and read.
 */
export function playersWhoCouldScore({ tournament, boosters }: RunningTournament, events: readonly GamingEvent[]): Set<string> {
  const players = new Set<string>();
  for (const event of events) {
    if (!players.has(event.user_id) && scoreEvent(tournament, boosters, ANY_PLAYER, event).scored) players.add(event.user_id);
  }
  return players;
}

/** A player's state as stored: the board's standing plus the engine's entry. */
export function storedPlayerState(userId: string, standing: BoardScore | undefined, entry: StoredEntry | undefined): PlayerState {
  return {
    ...newPlayerState(userId, entry),
    total_score: standing?.total_score ?? 0,
    computed: standing ? standing.computed.getTime() : null,
    scored_roles: entry?.scored_roles ?? new Set(),
  };
}

export interface PlayerOutcome {
  /** The standing to write; undefined when the player is not on the board and nothing scored for them. */
  standing: BoardScore | undefined;
  /** Roles that scored in these events. */
  newRoles: string[];
}

/**
 * One player's new events (in occurred_at order, then id) through the tournament's rules. A player joins the
 * board with the first event that counts for them, even one worth 0 points; `computed` is the occurred_at of
 * the event that last changed the total (of that first event while none has). The name is the latest one an
 * event gave, else the stored one, else the user_id.
 */
export function scorePlayer(running: RunningTournament, state: PlayerState, before: BoardScore | undefined, events: readonly GamingEvent[]): PlayerOutcome {
  const { tournament, boosters } = running;
  let current = state;
  let firstScoredAt: number | undefined;
  let userName = before?.user_name;
  const newRoles: string[] = [];
  for (const event of events) {
    const result = scoreEvent(tournament, boosters, current, event);
    current = applyEvent(current, tournament.id, tournament.floor_score, event, result);
    if (event.user_name !== undefined) userName = event.user_name;
    if (!result.scored) continue;
    firstScoredAt ??= event.occurred_at;
    if (result.role_id !== null) newRoles.push(result.role_id);
  }
  const computed = current.computed ?? firstScoredAt;
  if (computed === undefined) return { standing: before, newRoles };
  return {
    standing: { user_id: state.user_id, user_name: userName ?? state.user_id, total_score: current.total_score, computed: new Date(computed) },
    newRoles,
  };
}
