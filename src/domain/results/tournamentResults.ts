/**
 * A tournament's results (issue 28): did it pay? The shape GET /api/tournaments/{id}/results answers and the
 * Results tab reads, written once for the server and the console. Money is in lei to the cent; every figure's
 * meaning is in resultsDefinitions.ts, in words the console shows beside it.
 */
import type { PrizeCost } from '../prizeCost';

/**
 * `provisional`: a snapshot of a tournament In Progress (or whose prizes wait for review), refreshed every few
 * minutes, its prizes projected from the board; `final`: kept since its prizes went to the outbox (or it was
 * canceled), and answered as it is after its events expire.
 */
export type ResultsState = 'provisional' | 'final';

/** Players at each step, each counted on its own (see RESULT_DEFINITIONS). */
export interface ResultsFunnel {
  active: number;
  eligible: number;
  scored: number;
  won: number;
}

/** A figure of the participants during the window and over as long just before it. */
export interface BeforeAndDuring {
  during: number;
  before: number;
}

/** Where the prize cost comes from: the outbox's entries (prizes given), or the tiers on today's board (to be given). */
export type PrizeCostSource = 'outbox' | 'projected';

/** One UTC clock hour of the window (the first and last may be cut by the window's start and end). */
export interface HourOfResults {
  /** ISO, the hour's start. */
  hour: string;
  /** Participants with an event in the hour. */
  active_participants: number;
  /** Participants whose first event in the window came by the hour's end: a running total. */
  participants: number;
  /** Stakes of the participants in the hour, lei. */
  turnover: number;
  /** Their stakes − wins in the hour, lei. */
  ggr: number;
  /**
   * The leaderboard's total points at the hour's end (at the window's end for the last hour), to 2 decimals: a
   * running total (tournament_points_by_hour). Absent from results computed before it was counted.
   */
  points?: number;
}

/** Participants whose final score is in [from, to) (the last bucket's `to` included), scores to 2 decimals. */
export interface ScoreBucket {
  from: number;
  to: number;
  players: number;
}

export interface TournamentResults {
  tournament_id: number;
  state: ResultsState;
  /** ISO: when these figures were computed. */
  computed_at: string;
  /** ISO: the window the figures cover, [from, to): the tournament's schedule, cut at computed_at while it runs. */
  window: { from: string; to: string };
  /** ISO: the start of the comparison window [before_from, window.from), as long as the window. */
  before_from: string;
  funnel: ResultsFunnel;
  /** Sum of the participants' stakes, lei. */
  turnover: BeforeAndDuring;
  /** Their stakes − wins, lei. */
  ggr: BeforeAndDuring;
  prize_cost: PrizeCost & { source: PrizeCostSource };
  /** prize_cost ÷ participants (funnel.scored), per kind, to the cent; null with no participant. */
  cost_per_participant: PrizeCost | null;
  /** (ggr.during − ggr.before − prize_cost.lei) ÷ prize_cost.lei × 100, to 2 decimals; null when no prize costs lei. */
  roi_percent: number | null;
  series: {
    hourly: HourOfResults[];
    score_distribution: ScoreBucket[];
  };
}

/** What the results call answers for a tournament whose first figures are still being computed. */
export interface PendingResults {
  tournament_id: number;
  state: 'pending';
}

/** An instance's figures in a series' trend: its results without their chart series. */
export type InstanceFigures = Omit<TournamentResults, 'series'>;

/** One instance of a series, for the trend across instances. */
export interface SeriesInstanceResults {
  tournament_id: number;
  title: string;
  /** ISO */
  start_at: string;
  end_at: string;
  /** Null until the job has computed the instance's first figures. */
  results: InstanceFigures | null;
}

/** GET /api/series/{id}/results: the series' latest started instances, oldest first. */
export interface SeriesResults {
  series_id: number;
  instances: SeriesInstanceResults[];
}
