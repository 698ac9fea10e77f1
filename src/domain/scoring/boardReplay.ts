/**
 * Events through one tournament's rules, in processing order: the one way a player's standing is computed from
 * their events, for the ingest (engine/eventScoring.ts, from the stored standings), Simulate (from nothing, or the
 * players staff assigned), the demo seed and the rule tests.
 */
import type { ScoringBooster } from './boosterMultiplier';
import type { GamingEvent } from './events';
import { applyAdjustment, applyAssignment, applyEvent, newPlayerState, type PlayerState } from './playerState';
import { compareRanks, type RankedPlayer } from './rankOrder';
import { scoreEvent, type ScoringTournament } from './scoreEvent';

/** A player on the board: their standing as the leaderboard shows it. */
export interface BoardRow extends RankedPlayer {
  user_name: string;
}

/** The player's board row; undefined while they are not on the board. */
export function boardRowOf(state: PlayerState): BoardRow | undefined {
  if (state.computed === null) return undefined;
  return { user_id: state.user_id, user_name: state.user_name ?? state.user_id, total_score: state.total_score, computed: state.computed };
}

export class BoardReplay {
  private readonly players = new Map<string, PlayerState>();

  constructor(
    private readonly tournament: ScoringTournament,
    private readonly boosters: readonly ScoringBooster[],
    /** Players known before the first event: their stored state, or staff's assignment (assigned_at set, on the board). */
    known: Iterable<PlayerState> = [],
  ) {
    for (const state of known) this.players.set(state.user_id, state);
  }

  /** Each event through the rules, in the order given: the caller has dropped ids seen before (spec §1). */
  add(events: Iterable<GamingEvent>): void {
    const { tournament, boosters, players } = this;
    for (const event of events) {
      const player = players.get(event.user_id) ?? newPlayerState(event.user_id);
      const result = scoreEvent(tournament, boosters, player, event);
      players.set(event.user_id, applyEvent(player, tournament.id, tournament.floor_score, event, result));
    }
  }

  /** Staff's assignment at `at`, between the events processed before and after it. */
  assign(userId: string, at: number): void {
    this.players.set(userId, applyAssignment(this.players.get(userId) ?? newPlayerState(userId), at));
  }

  /** Staff's manual adjustment at `at` (spec §3), between the events processed before and after it. */
  adjust(userId: string, score: number, at: number): void {
    const player = this.players.get(userId) ?? newPlayerState(userId);
    this.players.set(userId, applyAdjustment(player, score, at, this.tournament.floor_score));
  }

  /** Players known to the replay: on the board, or known before it (opted in, assigned) without being on it yet. */
  get size(): number {
    return this.players.size;
  }

  player(userId: string): PlayerState | undefined {
    return this.players.get(userId);
  }

  states(): IterableIterator<PlayerState> {
    return this.players.values();
  }

  /** Every player on the board, in rank order. */
  rows(): BoardRow[] {
    const rows: BoardRow[] = [];
    for (const state of this.players.values()) {
      const row = boardRowOf(state);
      if (row) rows.push(row);
    }
    return rows.sort(compareRanks);
  }
}
