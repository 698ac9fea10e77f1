import { createSelector } from '@reduxjs/toolkit';
import type { OutboxEntry } from '../../domain/outboxEntry';
import { matchesSubstring } from '../../lib/textSearch';
import { unsentAdapter, type UnsentState } from './unsentSlice';

type WithUnsent = { unsent: UnsentState };

export const {
  selectAll: selectUnsentEntries,
  selectById: selectUnsentEntryById,
  selectTotal: selectUnsentTotal,
} = unsentAdapter.getSelectors((state: WithUnsent) => state.unsent);

export const selectUnsentStatus = (state: WithUnsent) => state.unsent.status;
export const selectUnsentError = (state: WithUnsent) => state.unsent.error;
export const selectUnsentSearch = (state: WithUnsent) => state.unsent.search;
export const selectIsSending = (state: WithUnsent, id: number) => state.unsent.sendingIds.includes(id);

/** The search matches user id, bonus code or tournament id as a substring, ignoring case and outer spaces. */
export function matchesSearch(entry: OutboxEntry, search: string): boolean {
  return matchesSubstring(search, entry.user_id, entry.bonus_code, String(entry.tournament_id));
}

/** The rows the table shows, newest first. */
export const selectVisibleUnsentEntries = createSelector([selectUnsentEntries, selectUnsentSearch], (entries, search) =>
  search.trim() === '' ? entries : entries.filter((entry) => matchesSearch(entry, search)),
);

/**
 * What the navbar badge shows (spec §2, §8): '!' when the count failed to load, else the count;
 * the badge hides a zero.
 */
export const selectUnsentBadgeCount = (state: WithUnsent): number | '!' =>
  state.unsent.count.failed ? '!' : (state.unsent.count.value ?? 0);
