import { defineMessages } from '../../i18n/defineMessages';

/** The series screens' words, those more than one component says. */
export const seriesMessages = defineMessages({
  series: { id: 'series.title', defaultMessage: 'Series' },
  pause: { id: 'series.actions.pause', defaultMessage: 'Pause' },
  resume: { id: 'series.actions.resume', defaultMessage: 'Resume' },
  end: { id: 'series.actions.end', defaultMessage: 'End' },
  endQuestion: { id: 'series.actions.endQuestion', defaultMessage: 'End this series for good? Its instances not started yet are canceled.' },
  endYes: { id: 'series.actions.endYes', defaultMessage: 'End series' },
  keep: { id: 'series.actions.keep', defaultMessage: 'Keep it' },
  statusChangeFailed: { id: 'series.toasts.statusChangeFailed', defaultMessage: 'Series not changed' },
  created: { id: 'series.toasts.created', defaultMessage: 'Series created' },
  createdText: { id: 'series.toasts.createdText', defaultMessage: '{title}: its instances over the next days are published' },
  active: { id: 'series.status.active', defaultMessage: 'Active' },
  paused: { id: 'series.status.paused', defaultMessage: 'Paused' },
  ended: { id: 'series.status.ended', defaultMessage: 'Ended' },
  rule: { id: 'series.columns.rule', defaultMessage: 'Rule' },
  nextInstance: { id: 'series.columns.nextInstance', defaultMessage: 'Next instance' },
  instancesRun: { id: 'series.columns.instancesRun', defaultMessage: 'Instances run' },
  status: { id: 'series.columns.status', defaultMessage: 'Status' },
  actions: { id: 'series.columns.actions', defaultMessage: 'Actions' },
  refresh: { id: 'series.refresh', defaultMessage: 'Refresh' },
  none: { id: 'series.none', defaultMessage: 'None' },
  loadFailed: { id: 'series.loadFailed', defaultMessage: 'Error: {message}' },
});
