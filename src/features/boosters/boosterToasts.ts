/** The toasts of the boosters' events (spec §5, §8), shown by the app's event toasts. */
import type { Action } from '@reduxjs/toolkit';
import { commonMessages } from '../../components/commonMessages';
import { messageRef, type Text } from '../../i18n/text';
import { saveFailed, validationFailed } from './boostersSlice';
import { boosterMessages } from './messages';

export interface BoosterToast {
  kind: 'error';
  header: Text;
  text: Text;
}

export function boosterToastsFor(action: Action): BoosterToast[] {
  // Like the form's: every message of a refused save is an 'Error' toast (the fields show theirs too).
  if (validationFailed.match(action)) return action.payload.errors.map(({ message }) => ({ kind: 'error', header: messageRef(commonMessages.error), text: message }));
  // Also inline in the tab; the toast is for whoever pressed Save or Publish on another tab.
  if (saveFailed.match(action)) return [{ kind: 'error', header: messageRef(boosterMessages.saveFailed), text: action.payload.message }];
  return [];
}
