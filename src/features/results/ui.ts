/** The results' components: the tab for the tournament page, and the chart's frame (title, definition, data table) that a series' trend draws its charts in. */
export { ChartFigure } from './components/ChartFigure';
export { ResultsTab } from './components/ResultsTab';
