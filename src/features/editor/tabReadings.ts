/**
 * Spec §2 records two readings of when the Leaderboard and Bonus Outbox tabs are enabled. Both are
 * kept here; the switch below each picks one (decision 31 in docs/decisions/).
 */
import { TournamentStatus } from '../../domain/enums';

/** undefined: no tournament loaded. */
type TabRule = (status: TournamentStatus | undefined) => boolean;

export const LEADERBOARD_READINGS = {
  /** Issue 4: the board has content once the tournament is no longer a Draft. */
  onceLive: (status) => status !== undefined && status !== TournamentStatus.Draft,
  /** The spec's literal note: disabled unless Draft or no tournament is loaded. */
  literal: (status) => status === undefined || status === TournamentStatus.Draft,
} satisfies Record<string, TabRule>;

export const BONUS_OUTBOX_READINGS = {
  /** Issue 4: prizes are awarded on completion, so the outbox has entries only then. */
  whenCompleted: (status) => status === TournamentStatus.Completed,
  /** The other note: disabled when Completed or no tournament is loaded. */
  unlessCompleted: (status) => status !== undefined && status !== TournamentStatus.Completed,
} satisfies Record<string, TabRule>;

export const leaderboardTabEnabled: TabRule = LEADERBOARD_READINGS.onceLive;
export const bonusOutboxTabEnabled: TabRule = BONUS_OUTBOX_READINGS.whenCompleted;
