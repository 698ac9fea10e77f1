import { createSelector } from '@reduxjs/toolkit';
import { totalBonusValue, type BonusValueTotal } from '../../domain/bonusValue';
import type { OutboxEntry } from '../../domain/outboxEntry';
import type { Text } from '../../i18n/text';
import { selectAvailableBonuses, selectBonusCatalogAlertText } from '../bonuses';
import { selectBulkSendSlice, type BulkSendState } from './bulkSendSlice';

type WithBulkSend = { bulkSend?: BulkSendState };

export const selectBulkSendPhase = (state: WithBulkSend) => selectBulkSendSlice(state).phase;
export const selectBulkSendScope = (state: WithBulkSend) => selectBulkSendSlice(state).scope;
export const selectBulkSendStopping = (state: WithBulkSend) => selectBulkSendSlice(state).stopping;
const selectBulkSendEntries = (state: WithBulkSend) => selectBulkSendSlice(state).entries;

/** What the confirmation states: how many entries, and their total value (none when the bonus list failed to load). */
export const selectBulkSendQuestion = createSelector(
  [selectBulkSendEntries, selectAvailableBonuses, selectBonusCatalogAlertText],
  (entries, bonuses, catalogAlert): { count: number; value: BonusValueTotal | null; valueError: Text | null } => ({
    count: entries.length,
    value: catalogAlert === null ? totalBonusValue(entries.map((entry) => entry.bonus_code), bonuses) : null,
    valueError: catalogAlert,
  }),
);

/** How far the sends are: each entry counts once it is sent or has failed again. */
export const selectBulkSendProgress = createSelector([(state: WithBulkSend) => selectBulkSendSlice(state)], ({ entries, sentIds, failures }) => {
  const done = sentIds.length + failures.length;
  return { done, total: entries.length, percent: entries.length === 0 ? 100 : Math.round((done * 100) / entries.length) };
});

type EntryWithReason = { entry: OutboxEntry; message: string };

export interface BulkSendSummary {
  sent: OutboxEntry[];
  failed: EntryWithReason[];
  /** Sent, or being sent, by someone else meanwhile: nothing for this person to do. */
  taken: EntryWithReason[];
  /** Not tried: Stop was pressed before their turn. */
  notSent: OutboxEntry[];
}

/** What the run did, entry by entry, in the list's order. */
export const selectBulkSendSummary = createSelector([(state: WithBulkSend) => selectBulkSendSlice(state)], ({ entries, sentIds, failures }): BulkSendSummary => {
  const byId = new Map(failures.map((failure) => [failure.id, failure]));
  const withReason = (taken: boolean) =>
    entries.flatMap((entry) => {
      const failure = byId.get(entry.id);
      return failure === undefined || failure.taken !== taken ? [] : [{ entry, message: failure.message }];
    });
  return {
    sent: entries.filter((entry) => sentIds.includes(entry.id)),
    failed: withReason(false),
    taken: withReason(true),
    notSent: entries.filter((entry) => !sentIds.includes(entry.id) && !byId.has(entry.id)),
  };
});
