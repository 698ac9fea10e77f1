import { applyEvent, compareRanks, newPlayerState, scoreEvent, type GamingEvent, type PlayerState, type RankedPlayer, type ScoringBooster, type ScoringTournament } from '../../../src/domain/scoring';

interface Player {
  state: PlayerState;
  /** The latest name an event gave. */
  user_name?: string;
  /** occurred_at of the first event that counted for them: from then on they are on the board. */
  joined_at?: number;
}

export interface ProjectedRow extends RankedPlayer {
  user_name: string;
}

/**
 * A leaderboard built in memory from events fed in processing order, by the scoring rules the ingest uses
 * (scoreEvent, applyEvent), for one tournament's rules. As on a live board (engine/playerScoring.ts), a player
 * joins with the first event that counts for them, even one worth 0 points, and `computed` is the occurred_at
 * of the event that last changed the total, that first event's while none has.
 */
export class ProjectedBoard {
  private readonly players = new Map<string, Player>();

  constructor(
    private readonly tournament: ScoringTournament,
    private readonly boosters: readonly ScoringBooster[],
    /** Players known before the first event (invited ones: assigned_at set). */
    known: readonly PlayerState[] = [],
  ) {
    for (const state of known) this.players.set(state.user_id, { state });
  }

  add(events: readonly GamingEvent[]): void {
    const { tournament, boosters } = this;
    for (const event of events) {
      let player = this.players.get(event.user_id);
      if (!player) this.players.set(event.user_id, (player = { state: newPlayerState(event.user_id) }));
      const result = scoreEvent(tournament, boosters, player.state, event);
      player.state = applyEvent(player.state, tournament.id, tournament.floor_score, event, result);
      if (event.user_name !== undefined) player.user_name = event.user_name;
      if (result.scored) player.joined_at ??= event.occurred_at;
    }
  }

  /** Every player on the board, in rank order. */
  rows(): ProjectedRow[] {
    const rows: ProjectedRow[] = [];
    for (const { state, user_name, joined_at } of this.players.values()) {
      if (joined_at === undefined) continue;
      rows.push({ user_id: state.user_id, user_name: user_name ?? state.user_id, total_score: state.total_score, computed: state.computed ?? joined_at });
    }
    return rows.sort(compareRanks);
  }
}
