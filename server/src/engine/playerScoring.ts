import { boardRowOf, newPlayerState, scoreEvent, type GamingEvent, type PlayerState } from '../../../src/domain/scoring';
import type { BoardScore } from '../boards/boardScores';
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
 * anyone. Only a tournament with such players is locked and read. An opt-in for the tournament counts too: it
 * scores nothing, but takes the tournament's lock, so that it is ordered with the rounds it makes eligible as
 * Simulate orders them (by the batches' received_at).
 */
export function playersWhoCouldScore({ tournament, boosters }: RunningTournament, events: readonly GamingEvent[]): Set<string> {
  const players = new Set<string>();
  for (const event of events) {
    if (players.has(event.user_id)) continue;
    if ((event.type === 'opt_in' && event.tournament_id === tournament.id) || scoreEvent(tournament, boosters, ANY_PLAYER, event).scored) players.add(event.user_id);
  }
  return players;
}

/**
 * A player's state as stored: the board's standing plus the engine's entry; off the board, the name the registry
 * holds (the one they join with unless an event gives one). One object literal: the ingest builds one a player a
 * tournament, and spreading newPlayerState's object twice cost as much as the rules did (a CPU profile of figure 9).
 */
export function storedPlayerState(userId: string, standing: BoardScore | undefined, entry: StoredEntry | undefined, registryName?: string): PlayerState {
  return {
    user_id: userId,
    user_name: standing ? standing.user_name : registryName,
    total_score: standing ? standing.total_score : 0,
    computed: standing ? standing.computed.getTime() : null,
    score_changed: standing ? standing.score_changed : false,
    opted_in_at: entry ? entry.opted_in_at : null,
    assigned_at: entry ? entry.assigned_at : null,
    scored_roles: entry ? entry.scored_roles : new Set(),
  };
}

/** The standing to store for a player's state; undefined while they are not on the board. */
export function standingOf(state: PlayerState): BoardScore | undefined {
  const row = boardRowOf(state);
  return row && { ...row, computed: new Date(row.computed), score_changed: state.score_changed };
}
