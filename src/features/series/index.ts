/**
 * Recurring series (issue 28): the tournament page's 'Repeat as a series', and the feature its route takes in for it.
 * The Series pages are the router's (src/app/router.tsx).
 */
export { RepeatAsSeriesButton } from './components/RepeatAsSeriesButton';
export { seriesFeature } from './seriesFeature';
