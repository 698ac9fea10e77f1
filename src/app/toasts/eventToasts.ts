import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { boosterToastsFor } from '../../features/boosters/boosterToasts';
import { editorToastsFor } from '../../features/editor/editorToasts';
import { adjustmentFailed, scoreAdjusted } from '../../features/leaderboard/leaderboardSlice';
import { bonusSent, sendFailed } from '../../features/unsent/unsentSlice';
import { toastShown, type Toast } from './toastsSlice';

type ToastContent = Omit<Toast, 'id'>;

/**
 * The feature events that show a toast (spec §8 Toasts), in one place: features report what happened
 * and never reach into the app layer for toasts.
 */
export function toastFor(action: Action): ToastContent | undefined {
  if (bonusSent.match(action)) {
    return { kind: 'success', header: 'Bonus sent', text: `${action.payload.bonus_code} to user ${action.payload.user_id}` };
  }
  if (sendFailed.match(action)) return { kind: 'error', header: 'Sending bonus failed', text: action.payload.message };
  if (scoreAdjusted.match(action)) {
    return { kind: 'success', header: 'Adjustment saved', text: `User ${action.payload.row.user_id} is now rank ${action.payload.rank}` };
  }
  if (adjustmentFailed.match(action)) return { kind: 'error', header: 'Failed to adjust score', text: action.payload.message };
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
