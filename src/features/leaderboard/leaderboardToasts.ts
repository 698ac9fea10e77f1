/** The toasts of the leaderboard's events (spec §8), shown by the app's event toasts. */
import type { Action } from '@reduxjs/toolkit';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef, type Text } from '../../i18n/text';
import { adjustmentFailed, scoreAdjusted } from './leaderboardSlice';

const messages = defineMessages({
  adjustmentSaved: { id: 'leaderboard.toasts.adjustmentSaved', defaultMessage: 'Adjustment saved' },
  adjustmentSavedText: { id: 'leaderboard.toasts.adjustmentSavedText', defaultMessage: 'User {userId} is now rank {rank}' },
  adjustmentFailed: { id: 'leaderboard.toasts.adjustmentFailed', defaultMessage: 'Failed to adjust score' },
});

export interface LeaderboardToast {
  kind: 'success' | 'error';
  header: Text;
  text: Text;
}

export function leaderboardToastsFor(action: Action): LeaderboardToast[] {
  if (scoreAdjusted.match(action)) {
    const text = messageRef(messages.adjustmentSavedText, { userId: action.payload.row.user_id, rank: action.payload.rank });
    return [{ kind: 'success', header: messageRef(messages.adjustmentSaved), text }];
  }
  if (adjustmentFailed.match(action)) return [{ kind: 'error', header: messageRef(messages.adjustmentFailed), text: action.payload.message }];
  return [];
}
