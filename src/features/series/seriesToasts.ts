/** The toasts of the series' events (spec §8), shown by the app's event toasts. */
import type { Action } from '@reduxjs/toolkit';
import { messageRef, type Text } from '../../i18n/text';
import { seriesMessages } from './messages';
import { seriesCreated, seriesStatusChangeFailed } from './seriesSlice';

export interface SeriesToast {
  kind: 'success' | 'error';
  header: Text;
  text: Text;
}

export function seriesToastsFor(action: Action): SeriesToast[] {
  // The dialog shows a refused creation itself; a status change has no place of its own to say it failed.
  if (seriesStatusChangeFailed.match(action)) return [{ kind: 'error', header: messageRef(seriesMessages.statusChangeFailed), text: action.payload.message }];
  if (seriesCreated.match(action)) {
    return [{ kind: 'success', header: messageRef(seriesMessages.created), text: messageRef(seriesMessages.createdText, { title: action.payload.title }) }];
  }
  return [];
}
