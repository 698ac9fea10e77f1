import { createSelector } from '@reduxjs/toolkit';
import { outboxEntryState, type OutboxEntryState } from '../../domain/outboxEntryState';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef, type Text } from '../../i18n/text';
import { matchesSubstring } from '../../lib/textSearch';
import { sharedMessages } from '../tournaments';
import { bonusOutboxAdapter, type BonusOutboxState, selectBonusOutboxSlice } from './bonusOutboxSlice';

type WithBonusOutbox = { bonusOutbox?: BonusOutboxState };

const messages = defineMessages({
  summary: { id: 'bonusOutbox.tab.summary', defaultMessage: '{entries} entries, {sent} sent, {pending} pending, {failed} failed' },
  noEntries: { id: 'bonusOutbox.table.noEntries', defaultMessage: 'No entries' },
});

const { selectAll: selectOutboxEntries } = bonusOutboxAdapter.getSelectors(selectBonusOutboxSlice);

export const selectOutboxTournamentId = (state: WithBonusOutbox) => selectBonusOutboxSlice(state).tournamentId;
export const selectOutboxStatus = (state: WithBonusOutbox) => selectBonusOutboxSlice(state).status;
export const selectOutboxError = (state: WithBonusOutbox) => selectBonusOutboxSlice(state).error;
export const selectOutboxSearch = (state: WithBonusOutbox) => selectBonusOutboxSlice(state).search;
export const selectOnlyFailed = (state: WithBonusOutbox) => selectBonusOutboxSlice(state).onlyFailed;

/** Spec §2: '{n} entries, {n} sent, {n} pending, {n} failed', over all the tournament's entries, whatever is shown. */
export const selectOutboxSummary = createSelector([selectOutboxEntries], (entries): Text => {
  const counts: Record<OutboxEntryState, number> = { sent: 0, pending: 0, failed: 0 };
  for (const entry of entries) counts[outboxEntryState(entry)] += 1;
  return messageRef(messages.summary, { entries: entries.length, ...counts });
});

/** The rows the table shows, by rank: the search (user id or bonus code) and 'Show only failed to send' applied. */
export const selectVisibleOutboxEntries = createSelector([selectOutboxEntries, selectOutboxSearch, selectOnlyFailed], (entries, search, onlyFailed) =>
  entries.filter(
    (entry) => (!onlyFailed || outboxEntryState(entry) === 'failed') && matchesSubstring(search, entry.user_id, entry.bonus_code),
  ),
);

/** What the table lists: the visible rows once loaded; none while loading, so 'Loading...' stands alone. */
export const selectOutboxTableRows = createSelector([selectVisibleOutboxEntries, selectOutboxStatus], (entries, status) =>
  status === 'loaded' ? entries : [],
);

/** The failed entries among the rows shown: what 'Send all shown' sends. */
export const selectShownFailedOutboxEntries = createSelector([selectOutboxTableRows], (entries) => entries.filter((entry) => outboxEntryState(entry) === 'failed'));

/** Spec §2 states: the text the table shows when it lists no rows; memoized, as the failure's text is a new object. */
export const selectOutboxEmptyText = createSelector([selectOutboxStatus, selectOutboxError], (status, error): Text => {
  if (status === 'failed') return messageRef(sharedMessages.error, { message: error ?? '' });
  return status === 'loaded' ? messages.noEntries : sharedMessages.loading;
});
