/**
 * Recurring series (issue 28): the tournament page's 'Repeat as a series' (its route takes in seriesFeature.ts for it).
 * The Series pages are the router's (src/app/router.tsx).
 */
export { RepeatAsSeriesButton } from './components/RepeatAsSeriesButton';
