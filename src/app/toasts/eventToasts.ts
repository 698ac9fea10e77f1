import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { boosterToastsFor } from '../../features/boosters/boosterToasts';
import { editorToastsFor } from '../../features/editor/editorToasts';
import { adjustmentFailed, scoreAdjusted } from '../../features/leaderboard/leaderboardSlice';
import { bonusSent, sendFailed } from '../../features/unsent/unsentSlice';
import { defineMessages } from '../../i18n/defineMessages';
import { languageLoadFailed } from '../../i18n/languageSlice';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { messageRef } from '../../i18n/text';
import { toastShown, type Toast } from './toastsSlice';

const messages = defineMessages({
  bonusSent: { id: 'app.toasts.bonusSent', defaultMessage: 'Bonus sent' },
  bonusSentText: { id: 'app.toasts.bonusSentText', defaultMessage: '{bonusCode} to user {userId}' },
  sendFailed: { id: 'app.toasts.sendFailed', defaultMessage: 'Sending bonus failed' },
  adjustmentSaved: { id: 'app.toasts.adjustmentSaved', defaultMessage: 'Adjustment saved' },
  adjustmentSavedText: { id: 'app.toasts.adjustmentSavedText', defaultMessage: 'User {userId} is now rank {rank}' },
  adjustmentFailed: { id: 'app.toasts.adjustmentFailed', defaultMessage: 'Failed to adjust score' },
  languageNotChanged: { id: 'app.toasts.languageNotChanged', defaultMessage: 'Language not changed' },
  languageNotLoaded: { id: 'app.toasts.languageNotLoaded', defaultMessage: 'The texts in {language} could not be loaded. Check the connection and try again.' },
});

type ToastContent = Omit<Toast, 'id'>;

/**
 * The feature events that show a toast (spec §8 Toasts), in one place: features report what happened
 * and never reach into the app layer for toasts.
 */
export function toastFor(action: Action): ToastContent | undefined {
  if (bonusSent.match(action)) {
    const text = messageRef(messages.bonusSentText, { bonusCode: action.payload.bonus_code, userId: action.payload.user_id });
    return { kind: 'success', header: messageRef(messages.bonusSent), text };
  }
  if (sendFailed.match(action)) return { kind: 'error', header: messageRef(messages.sendFailed), text: action.payload.message };
  if (scoreAdjusted.match(action)) {
    const text = messageRef(messages.adjustmentSavedText, { userId: action.payload.row.user_id, rank: action.payload.rank });
    return { kind: 'success', header: messageRef(messages.adjustmentSaved), text };
  }
  if (adjustmentFailed.match(action)) return { kind: 'error', header: messageRef(messages.adjustmentFailed), text: action.payload.message };
  if (languageLoadFailed.match(action)) {
    const text = messageRef(messages.languageNotLoaded, { language: LANGUAGE_NAMES[action.payload.language] });
    return { kind: 'error', header: messageRef(messages.languageNotChanged), text };
  }
  return undefined;
}

/** Every toast of an event: the editor's refused Create or Save shows one per validation message. */
function toastsFor(action: Action): ToastContent[] {
  const toast = toastFor(action);
  return toast ? [toast] : [...editorToastsFor(action), ...boosterToastsFor(action)];
}

function* showToastsFor(action: Action): SagaIterator {
  for (const toast of toastsFor(action)) yield put(toastShown(toast));
}

export function* eventToastsSaga(): SagaIterator {
  yield takeEvery((action: Action) => toastsFor(action).length > 0, showToastsFor);
}
