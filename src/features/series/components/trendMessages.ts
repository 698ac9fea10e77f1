import { defineMessages } from '../../../i18n/defineMessages';

/** The words of a series' trend across its instances (the section and its lazily loaded charts). */
export const trendMessages = defineMessages({
  heading: { id: 'series.trend.heading', defaultMessage: 'Results across instances' },
  explanation: {
    id: 'series.trend.explanation',
    defaultMessage: "The latest instances started, oldest first, each with its own results; one whose results are still being computed is left out.",
  },
  perInstance: { id: 'series.trend.perInstance', defaultMessage: '{figure} per instance' },
  instance: { id: 'series.trend.instance', defaultMessage: 'Instance' },
  noRoi: { id: 'series.trend.noRoi', defaultMessage: 'None (no prize in lei)' },
  none: { id: 'series.trend.none', defaultMessage: 'No instance has results yet.' },
  loading: { id: 'series.trend.loading', defaultMessage: 'Loading the results…' },
  failed: { id: 'series.trend.failed', defaultMessage: 'The results were not loaded: {message}' },
});
