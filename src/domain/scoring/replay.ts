/** Events through one tournament's rules in memory: the core of Simulate (engine spec §4) and of the rule tests. */
import type { ScoringBooster } from './boosterMultiplier';
import type { GamingEvent } from './events';
import { applyEvent, newPlayerState, type PlayerState } from './playerState';
import { scoreEvent, type ScoringTournament } from './scoreEvent';

export interface ReplayInput {
  tournament: ScoringTournament;
  boosters: readonly ScoringBooster[];
  /** In the order they are to be processed (Simulate: occurred_at ascending). */
  events: Iterable<GamingEvent>;
  /** Players known before the first event, e.g. those staff assigned (newPlayerState(id, { assigned_at })). */
  players?: Iterable<PlayerState>;
}

/**
 * Every player's state after the events. An id seen before changes nothing, as at the ingest (spec §1),
 * so a batch replayed twice counts once.
 */
export function replay({ tournament, boosters, events, players: known = [] }: ReplayInput): Map<string, PlayerState> {
  const players = new Map([...known].map((player) => [player.user_id, player]));
  const seenIds = new Set<string>();
  for (const event of events) {
    if (seenIds.has(event.id)) continue;
    seenIds.add(event.id);
    const player = players.get(event.user_id) ?? newPlayerState(event.user_id);
    const result = scoreEvent(tournament, boosters, player, event);
    players.set(event.user_id, applyEvent(player, tournament.id, tournament.floor_score, event, result));
  }
  return players;
}
