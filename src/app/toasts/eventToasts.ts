import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { bonusSent, codeReplacementFailed, sendFailed } from '../../features/unsent/unsentSlice';
import { defineMessages } from '../../i18n/defineMessages';
import { languageLoadFailed } from '../../i18n/languageSlice';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { messageRef } from '../../i18n/text';
import { toastShown, type ToastContent } from './toastsSlice';

const messages = defineMessages({
  bonusSent: { id: 'app.toasts.bonusSent', defaultMessage: 'Bonus sent' },
  bonusSentText: { id: 'app.toasts.bonusSentText', defaultMessage: '{bonusCode} to user {userId}' },
  sendFailed: { id: 'app.toasts.sendFailed', defaultMessage: 'Sending bonus failed' },
  codeReplacementFailed: { id: 'app.toasts.codeReplacementFailed', defaultMessage: 'Bonus code not replaced' },
  languageNotChanged: { id: 'app.toasts.languageNotChanged', defaultMessage: 'Language not changed' },
  languageNotLoaded: { id: 'app.toasts.languageNotLoaded', defaultMessage: 'The texts in {language} could not be loaded. Check the connection and try again.' },
});

/** The toasts of one feature's events. */
export type ToastsFor = (action: Action) => readonly ToastContent[];

/**
 * The events of the entry's features that show a toast (spec §8 Toasts), in one place: features report what happened
 * and never reach into the app layer for toasts. The lazily loaded features bring theirs (`LazyFeature.toastsFor`,
 * watched from their injection on: src/app/featureInjection.ts).
 */
export function toastFor(action: Action): ToastContent | undefined {
  if (bonusSent.match(action)) {
    const text = messageRef(messages.bonusSentText, { bonusCode: action.payload.bonus_code, userId: action.payload.user_id });
    return { kind: 'success', header: messageRef(messages.bonusSent), text };
  }
  if (sendFailed.match(action)) return { kind: 'error', header: messageRef(messages.sendFailed), text: action.payload.message };
  if (codeReplacementFailed.match(action)) return { kind: 'error', header: messageRef(messages.codeReplacementFailed), text: action.payload.message };
  if (languageLoadFailed.match(action)) {
    const text = messageRef(messages.languageNotLoaded, { language: LANGUAGE_NAMES[action.payload.language] });
    return { kind: 'error', header: messageRef(messages.languageNotChanged), text };
  }
  return undefined;
}

const entryToastsFor: ToastsFor = (action) => {
  const toast = toastFor(action);
  return toast ? [toast] : [];
};

function* showToastsFor(toastsFor: ToastsFor, action: Action): SagaIterator {
  for (const toast of toastsFor(action)) yield put(toastShown(toast));
}

/** Shows the toasts of `toastsFor`'s events (the entry's, unless told): the editor's refused Save shows one per message. */
export function* eventToastsSaga(toastsFor: ToastsFor = entryToastsFor): SagaIterator {
  yield takeEvery((action: Action) => toastsFor(action).length > 0, showToastsFor, toastsFor);
}
