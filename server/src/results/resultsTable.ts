import type { ResultFigure } from '../../../src/domain/results/resultsDefinitions';
import type { TournamentResults } from '../../../src/domain/results/tournamentResults';
import type { SheetCell } from '../spreadsheet/xlsxWorkbook';

/** One line of the exported figures: a key that never changes, the figure whose label and definition it takes (none: the key is its label), its value. */
export interface FigureLine {
  key: string;
  figure: ResultFigure | null;
  value: SheetCell;
}

/** A table of the export: its header (keys that never change) and its rows. */
export interface ResultsTable {
  header: string[];
  rows: SheetCell[][];
}

const money = (amount: number | undefined): SheetCell => (amount === undefined ? null : { money: amount });

/** The figures the exports write, in their order (CSV and .xlsx alike); `title` is the tournament's, as the format writes it. */
export function figureLines(results: TournamentResults, title: string): FigureLine[] {
  const { funnel, turnover, ggr, prize_cost: cost, cost_per_participant: perParticipant } = results;
  const own = (key: string, value: string): FigureLine => ({ key, figure: null, value });
  const line = (key: string, figure: ResultFigure, value: SheetCell): FigureLine => ({ key, figure, value });
  return [
    own('tournament', title),
    own('state', results.state),
    own('computed_at', results.computed_at),
    own('window_from', results.window.from),
    own('window_to', results.window.to),
    own('before_from', results.before_from),
    line('funnel.active', 'active', funnel.active),
    line('funnel.eligible', 'eligible', funnel.eligible),
    line('funnel.scored', 'scored', funnel.scored),
    line('funnel.won', 'won', funnel.won),
    line('turnover.during', 'turnover', money(turnover.during)),
    line('turnover.before', 'turnover', money(turnover.before)),
    line('ggr.during', 'ggr', money(ggr.during)),
    line('ggr.before', 'ggr', money(ggr.before)),
    line('prize_cost.lei', 'prizeCost', money(cost.lei)),
    line('prize_cost.free_spins', 'prizeCost', cost.free_spins),
    line('prize_cost.items', 'prizeCost', cost.items),
    line('prize_cost.source', 'prizeCost', cost.source),
    line('cost_per_participant.lei', 'costPerParticipant', money(perParticipant?.lei)),
    line('cost_per_participant.free_spins', 'costPerParticipant', perParticipant?.free_spins ?? null),
    line('cost_per_participant.items', 'costPerParticipant', perParticipant?.items ?? null),
    line('roi_percent', 'roi', results.roi_percent),
  ];
}

/** The hourly series: participants, turnover and GGR per UTC hour. */
export const hourlyTable = (results: TournamentResults): ResultsTable => ({
  header: ['hour', 'active_participants', 'participants', 'turnover', 'ggr', 'points'],
  // points: none in figures computed before the board's points were counted by the hour.
  rows: results.series.hourly.map((hour) => [hour.hour, hour.active_participants, hour.participants, money(hour.turnover), money(hour.ggr), hour.points ?? null]),
});

/** The score distribution: players per range of final scores. */
export const distributionTable = (results: TournamentResults): ResultsTable => ({
  header: ['score_from', 'score_to', 'players'],
  rows: results.series.score_distribution.map((bucket) => [bucket.from, bucket.to, bucket.players]),
});
