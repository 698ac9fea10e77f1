/**
 * The scoring half of a Simulate: the window's pages through BoardReplay with staff's actions merged in, then the
 * answer. Pure (no database, no I/O), so that it runs on the scoring thread (scoringWorker.ts) while the main
 * thread reads the pages; its inputs are plain data, as they cross threads by structured clone.
 */
import { tiersReached, totalCost } from '../../../src/domain/prizeCost';
import { BoardReplay, type PlayerState, type ScoringBooster, type ScoringTournament } from '../../../src/domain/scoring';
import { SIMULATION_ROWS, type ReplayedBoard, type SimulationBody } from './simulateSchema';
import { StaffActions, type StaffAction } from './staffActions';
import { arrivedEvents, type EventRow } from './eventRows';

/** What the scoring thread is given before the first page. */
export interface ScoringSetup {
  rules: ScoringTournament;
  boosters: ScoringBooster[];
  /** Players known before the first event (opted in before the scan, or invited). */
  known: PlayerState[];
  staffActions: StaffAction[];
  tiers: SimulationBody['tournament']['tiers'];
  /** The board's bound (SIMULATE_MAX_PLAYERS): beyond it the replay stops with TooManyPlayers. */
  maxPlayers: number;
}

/** The window holds more players than the board may: the replay stops before its memory grows further. */
export class TooManyPlayers extends Error {
  constructor(readonly maxPlayers: number) {
    super(`The replay's board passed ${maxPlayers} players`);
    this.name = 'TooManyPlayers';
  }
}

function answer(board: BoardReplay, events: number, tiers: ScoringSetup['tiers']): ReplayedBoard {
  const rows = board.rows();
  const reached = tiersReached(tiers, rows.length);
  return {
    events,
    players: rows.length,
    rows: rows.slice(0, SIMULATION_ROWS).map((row, index) => ({ rank: index + 1, ...row, computed: new Date(row.computed).toISOString() })),
    prizes: tiers.map(({ rank_min, rank_max, bonus }, index) => ({
      rank_min,
      rank_max,
      players: reached[index].players,
      bonus: { type: bonus.type, code: bonus.code, name: bonus.name },
      value: bonus.value,
      cost: reached[index].cost,
    })),
    total_cost: totalCost(reached),
  };
}

export class ScoringJob {
  private readonly board: BoardReplay;
  private readonly staff: StaffActions;
  /** Stored events read, of the types the rules know. */
  private events = 0;

  constructor(private readonly setup: ScoringSetup) {
    this.board = new BoardReplay(setup.rules, setup.boosters, setup.known);
    this.staff = new StaffActions(setup.staffActions);
    this.checkSize();
  }

  private checkSize(): void {
    if (this.board.size > this.setup.maxPlayers) throw new TooManyPlayers(this.setup.maxPlayers);
  }

  /** One page of rows, in processing order; a page adds at most its own length of players beyond the bound. */
  add(rows: readonly EventRow[]): void {
    const page = arrivedEvents(rows);
    this.staff.addInOrder(this.board, page);
    this.events += page.events.length;
    this.checkSize();
  }

  /** Staff's actions after the last batch, then the board's answer. */
  finish(): ReplayedBoard {
    this.staff.finish(this.board);
    this.checkSize();
    return answer(this.board, this.events, this.setup.tiers);
  }
}
