/**
 * A recurring series as the API exchanges it (issue 28): GET /api/series lists SeriesSummary, GET /api/series/{id}
 * answers a SeriesDetail; create and update send a SeriesBody. The console's Series page reads these.
 */
import type { TournamentStatus } from './enums';
import type { SeriesRecurrence } from './seriesRecurrence';
import type { Booster, TournamentFields } from './tournament';

export const SERIES_STATUSES = ['active', 'paused', 'ended'] as const;
/** active: instances are created over the horizon; paused: none are created (those already published still run); ended: for good. */
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/** A template booster: its dates as the template's window has them; each instance's move with its start. */
export type SeriesBooster = Omit<Booster, 'id' | 'tournament_id'>;

/**
 * What create and update send. The template is a tournament as PUT /api/tournaments takes one: its
 * time_configuration's start anchors the boosters' dates (an instance's boosters move by the instance's start minus
 * it), its end is not read (the recurrence's duration is), its weekday switches are kept.
 */
export interface SeriesBody {
  template: TournamentFields;
  boosters: SeriesBooster[];
  recurrence: SeriesRecurrence;
}

/** An instance: a tournament of its own. `status` is the tournament's (In Progress is scheduled before `start`). */
export interface SeriesInstance {
  id: number;
  status: TournamentStatus;
  start: string;
  end: string;
  /** False once an edit of the rule dropped the instance (then it is Canceled). */
  in_rule: boolean;
}

export interface SeriesSummary {
  id: number;
  title: string;
  status: SeriesStatus;
  recurrence: SeriesRecurrence;
  /** The rule in words, in the request's language ('Every Saturday 18:00–22:00 UTC'): recurrenceInWords. */
  rule_text: string;
  /** The next instance not started yet (In Progress, start in the future), if one is created. */
  next_instance: { id: number; start: string; end: string } | null;
  /** Instances that have started and were not canceled: running or completed. */
  instances_run: number;
  version: number;
}

export interface SeriesDetail extends SeriesSummary, SeriesBody {
  /** Every instance, by start. */
  instances: SeriesInstance[];
}
