import { defineMessages } from '../../i18n/defineMessages';

/** The Results tab's own words; each figure's label and definition are the domain's (resultsDefinitions.ts). */
export const resultsMessages = defineMessages({
  tab: { id: 'results.tab.title', defaultMessage: 'Results' },
  loading: { id: 'results.tab.loading', defaultMessage: 'Loading...' },
  pending: { id: 'results.tab.pending', defaultMessage: 'The results are being computed. They show here by themselves within a minute.' },
  failed: { id: 'results.tab.failed', defaultMessage: 'Error: {message}' },
  provisional: { id: 'results.state.provisional', defaultMessage: 'Provisional' },
  provisionalHint: { id: 'results.state.provisionalHint', defaultMessage: 'The tournament is not over or its prizes have not gone out: these figures are refreshed every few minutes.' },
  final: { id: 'results.state.final', defaultMessage: 'Final' },
  finalHint: { id: 'results.state.finalHint', defaultMessage: 'Kept as they are now that the prizes are in the outbox.' },
  canceledHint: { id: 'results.state.canceledHint', defaultMessage: 'The tournament was canceled: these figures cover it until its cancel, and it gave no prizes.' },
  computedAt: { id: 'results.tab.computedAt', defaultMessage: 'Computed {time}' },
  window: { id: 'results.tab.window', defaultMessage: 'During: {from} to {to}; before: from {beforeFrom}' },
  export: { id: 'results.tab.export', defaultMessage: 'Export CSV' },
  exportXlsx: { id: 'results.tab.exportXlsx', defaultMessage: 'Export XLSX' },
  exportFailed: { id: 'results.tab.exportFailed', defaultMessage: 'The export failed: {message}' },
  players: { id: 'results.section.players', defaultMessage: 'Players' },
  money: { id: 'results.section.money', defaultMessage: 'Play and prizes' },
  charts: { id: 'results.section.charts', defaultMessage: 'Over time and by score' },
  beforeAmount: { id: 'results.figure.beforeAmount', defaultMessage: 'Before it: {amount} lei' },
  lei: { id: 'results.figure.lei', defaultMessage: '{amount} lei' },
  freeSpins: { id: 'results.figure.freeSpins', defaultMessage: '{amount} free spins' },
  items: { id: 'results.figure.items', defaultMessage: '{amount} items' },
  fromOutbox: { id: 'results.figure.fromOutbox', defaultMessage: 'From the bonus outbox' },
  projected: { id: 'results.figure.projected', defaultMessage: 'Projected from the leaderboard' },
  noParticipant: { id: 'results.figure.noParticipant', defaultMessage: 'None: no participant' },
  noRoi: { id: 'results.figure.noRoi', defaultMessage: 'None: the prizes cost no lei' },
  roiValue: { id: 'results.figure.roiValue', defaultMessage: '{percent}%' },
  turnoverAndGgrOverTime: { id: 'results.chart.turnoverAndGgr', defaultMessage: 'Turnover and GGR over time' },
  turnoverAndGgrDefinition: { id: 'results.chart.turnoverAndGgrDefinition', defaultMessage: "Per UTC hour: the participants' stakes and their stakes less wins, in lei." },
  participantsSoFar: { id: 'results.chart.participantsSoFar', defaultMessage: 'Participants so far' },
  activeInHour: { id: 'results.chart.activeInHour', defaultMessage: 'Played in the hour' },
  boardPoints: { id: 'results.chart.boardPoints', defaultMessage: 'Leaderboard points' },
  hour: { id: 'results.chart.hour', defaultMessage: 'Hour (UTC)' },
  scoreRange: { id: 'results.chart.scoreRange', defaultMessage: 'Score' },
  playersInRange: { id: 'results.chart.players', defaultMessage: 'Players' },
  chartSummary: { id: 'results.chart.summary', defaultMessage: '{label}: the chart as a table' },
  noData: { id: 'results.chart.noData', defaultMessage: 'Nothing to chart yet' },
});

/** The tournament page's tab title. */
export const RESULTS_TAB_TITLE = resultsMessages.tab;
