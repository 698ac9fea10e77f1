/** The results' public face: the tab for the tournament page, its title, and when it shows (issue 28). */
export { ResultsTab } from './components/ResultsTab';
export { RESULTS_TAB_TITLE } from './messages';
export { selectResultsTabShown } from './resultsSelectors';
