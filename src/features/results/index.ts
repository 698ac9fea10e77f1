/**
 * The results' public face: the tab for the tournament page, its title, and when it shows (issue 28); and the chart's
 * frame (title, definition, data table) that a series' trend draws its charts in.
 */
export { ChartFigure, type ChartColumn } from './components/ChartFigure';
export { ResultsTab } from './components/ResultsTab';
export { RESULTS_TAB_TITLE } from './messages';
export { selectResultsTabShown } from './resultsSelectors';
