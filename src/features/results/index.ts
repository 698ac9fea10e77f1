/** The results' public face: the tab's title and when it shows (issue 28). Its components are in ui.ts. */
export { type ChartColumn } from './components/ChartFigure';
export { RESULTS_TAB_TITLE } from './messages';
export { selectResultsTabShown } from './resultsSelectors';
