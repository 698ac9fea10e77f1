/** Events through one tournament's rules in memory, each id once: the rule tests' and the demo seed's replay. */
import { BoardReplay } from './boardReplay';
import type { ScoringBooster } from './boosterMultiplier';
import type { GamingEvent } from './events';
import type { PlayerState } from './playerState';
import type { ScoringTournament } from './scoreEvent';

export interface ReplayInput {
  tournament: ScoringTournament;
  boosters: readonly ScoringBooster[];
  /** In the order they are to be processed (the engine's: arrival, then occurred_at and id within a batch). */
  events: Iterable<GamingEvent>;
  /** Players known before the first event, e.g. those staff assigned (newPlayerState(id, { assigned_at })). */
  players?: Iterable<PlayerState>;
}

/** Each event whose id was not seen before, as the ingest keeps them (spec §1): a batch replayed twice counts once. */
function* firstOccurrences(events: Iterable<GamingEvent>): Generator<GamingEvent> {
  const seenIds = new Set<string>();
  for (const event of events) {
    if (seenIds.has(event.id)) continue;
    seenIds.add(event.id);
    yield event;
  }
}

/** Every player's state after the events. */
export function replay({ tournament, boosters, events, players = [] }: ReplayInput): Map<string, PlayerState> {
  const board = new BoardReplay(tournament, boosters, players);
  board.add(firstOccurrences(events));
  return new Map([...board.states()].map((state) => [state.user_id, state]));
}
