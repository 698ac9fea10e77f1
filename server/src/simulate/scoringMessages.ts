import type { ScoringSetup } from './scoringJob';
import type { ReplayedBoard } from './simulateSchema';
import type { EventRow } from './eventRows';

/** What the main thread sends a scoring thread for one run: its setup, slices of rows in processing order, then that the rows are all sent. */
export type ToScoring = { type: 'start'; setup: ScoringSetup } | { type: 'rows'; rows: EventRow[] } | { type: 'finish' };

/** What the scoring thread answers: each slice scored, the answer, or that the board passed its bound. */
export type FromScoring = { type: 'scored' } | { type: 'answer'; simulation: ReplayedBoard } | { type: 'tooManyPlayers' };
