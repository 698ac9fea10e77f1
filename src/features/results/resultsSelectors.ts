import { createSelector } from '@reduxjs/toolkit';
import { selectApiOffers, type WithApiExtensions } from '../../app/apiExtensionsSlice';
import { TournamentStatus } from '../../domain/enums';
import type { PrizeCost } from '../../domain/prizeCost';
import type { ResultFigure } from '../../domain/results/resultsDefinitions';
import type { TournamentResults } from '../../domain/results/tournamentResults';
import { messageRef, type Text } from '../../i18n/text';
import { formatAmount, formatDateTime, formatScore } from '../../lib/format';
import { type EditorState, selectStoredTournament } from '../editor';
import { resultsMessages as messages } from './messages';
import { selectResultsSlice, type ResultsState } from './resultsSlice';

type WithResults = WithApiExtensions & { results?: ResultsState; editor?: EditorState };

/** Whether the API has results (extension 'results'): the tab and its calls exist only then. */
export const selectResultsOffered = (state: WithResults) => selectApiOffers(state, 'results');

/**
 * Statuses whose tournament has results once started: running, finished, or canceled (decision 173: its figures until
 * the cancel, final, with no prizes; the API says why there are none for one canceled before it started).
 */
const WITH_RESULTS: readonly TournamentStatus[] = [TournamentStatus.InProgress, TournamentStatus.Completed, TournamentStatus.Canceled];

/** Whether the open tournament has a Results tab: it runs, has finished or was canceled, where the API has results. */
export const selectResultsTabShown = (state: WithResults): boolean => {
  const tournament = selectStoredTournament(state);
  return selectResultsOffered(state) && !!tournament && WITH_RESULTS.includes(tournament.status);
};

export const selectResultsTournamentId = (state: WithResults) => selectResultsSlice(state).tournamentId;
export const selectResultsStatus = (state: WithResults) => selectResultsSlice(state).status;
export const selectShownResults = (state: WithResults) => selectResultsSlice(state).results;
export const selectResultsExport = createSelector([selectResultsSlice], ({ exporting, exportError }) => ({ exporting, error: exportError }));

/** What the tab says instead of figures: undefined once they are in. */
export const selectResultsNotice = createSelector([selectResultsSlice], ({ status, error, results }): Text | undefined => {
  if (results) return undefined;
  if (status === 'pending') return messages.pending;
  if (status === 'failed') return messageRef(messages.failed, { message: error ?? '' });
  return messages.loading;
});

/** One figure as the tab shows it: its label and definition are the figure's; its value and the lines under it, words. */
export interface FigureView {
  figure: ResultFigure;
  value: Text;
  details: Text[];
  /** ROI only: whether the prizes paid for themselves, shown in colour beside the sign. */
  trend?: 'gain' | 'loss';
}

const lei = (amount: number) => messageRef(messages.lei, { amount: formatAmount(amount) });
const count = (players: number) => formatScore(players);

function costDetails(cost: PrizeCost): Text[] {
  return [messageRef(messages.freeSpins, { amount: formatAmount(cost.free_spins) }), messageRef(messages.items, { amount: formatAmount(cost.items) })];
}

const beforeAndDuring = (figure: 'turnover' | 'ggr', { during, before }: TournamentResults['turnover']): FigureView => ({
  figure,
  value: lei(during),
  details: [messageRef(messages.beforeAmount, { amount: formatAmount(before) })],
});

/** '+12,5%', '-40%', '0%': the sign always written, so a loss reads as one without its colour. */
function roiView(percent: number | null): FigureView {
  if (percent === null) return { figure: 'roi', value: messages.noRoi, details: [] };
  const sign = percent > 0 ? '+' : '';
  return { figure: 'roi', value: messageRef(messages.roiValue, { percent: sign + formatAmount(percent) }), details: [], trend: percent >= 0 ? 'gain' : 'loss' };
}

/** The funnel's four steps, each counted on its own. */
export const selectFunnelFigures = createSelector([selectShownResults], (results): FigureView[] => {
  if (!results) return [];
  const { active, eligible, scored, won } = results.funnel;
  return [
    { figure: 'active', value: count(active), details: [] },
    { figure: 'eligible', value: count(eligible), details: [] },
    { figure: 'scored', value: count(scored), details: [] },
    { figure: 'won', value: count(won), details: [] },
  ];
});

/** Turnover and GGR (during, before), the prize cost by kind, its share per participant, and the ROI. */
export const selectMoneyFigures = createSelector([selectShownResults], (results): FigureView[] => {
  if (!results) return [];
  const { prize_cost: cost, cost_per_participant: perParticipant } = results;
  return [
    beforeAndDuring('turnover', results.turnover),
    beforeAndDuring('ggr', results.ggr),
    { figure: 'prizeCost', value: lei(cost.lei), details: [...costDetails(cost), cost.source === 'outbox' ? messages.fromOutbox : messages.projected] },
    perParticipant ? { figure: 'costPerParticipant', value: lei(perParticipant.lei), details: costDetails(perParticipant) } : { figure: 'costPerParticipant', value: messages.noParticipant, details: [] },
    roiView(results.roi_percent),
  ];
});

const selectTournamentCanceled = (state: WithResults) => selectStoredTournament(state)?.status === TournamentStatus.Canceled;

/** Provisional or final (a canceled tournament's, final without prizes), when computed, and the windows compared. */
export const selectResultsHeading = createSelector([selectShownResults, selectTournamentCanceled], (results, canceled) =>
  results
    ? {
        state: results.state,
        canceled,
        computedAt: messageRef(messages.computedAt, { time: formatDateTime(results.computed_at) }),
        window: messageRef(messages.window, { from: formatDateTime(results.window.from), to: formatDateTime(results.window.to), beforeFrom: formatDateTime(results.before_from) }),
      }
    : undefined,
);

/** One hour of the charts: its time written out (tables, tooltips) and short, with its day (the axis: a window may span days). */
export interface HourPoint {
  time: string;
  tick: string;
  participants: number;
  activeParticipants: number;
  turnover: number;
  ggr: number;
  /** The leaderboard's total at the hour's end; undefined in figures computed before it was counted. */
  points: number | undefined;
}

export const selectHourlyPoints = createSelector([selectShownResults], (results): HourPoint[] =>
  (results?.series.hourly ?? []).map((hour) => ({
    time: formatDateTime(hour.hour),
    tick: `${hour.hour.slice(8, 10)}/${hour.hour.slice(5, 7)} ${hour.hour.slice(11, 16)}`,
    participants: hour.participants,
    activeParticipants: hour.active_participants,
    turnover: hour.turnover,
    ggr: hour.ggr,
    points: hour.points,
  })),
);

/** Whether the board's points over time can be drawn: every hour has them (none does in older final figures). */
export const selectHasPointsOverTime = createSelector([selectHourlyPoints], (hours) => hours.length > 0 && hours.every((hour) => hour.points !== undefined));

export interface ScoreBar {
  range: string;
  players: number;
}

export const selectScoreBars = createSelector([selectShownResults], (results): ScoreBar[] =>
  (results?.series.score_distribution ?? []).map((bucket) => ({ range: `${formatAmount(bucket.from)}–${formatAmount(bucket.to)}`, players: bucket.players })),
);
