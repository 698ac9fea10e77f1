import { createSelector } from '@reduxjs/toolkit';
import { selectApiOffers } from '../../app/apiExtensionsSlice';
import type { ApiExtension } from '../../domain/apiExtensions';
import type { HistoryQuery } from '../../api/history';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef, type MessageDescriptor, type Text } from '../../i18n/text';
import { adjustmentsAdapter, historyAdapter, HISTORY_PAGE_SIZE, type HistoryLoadStatus, type HistoryState, selectHistorySlice } from './historySlice';

const messages = defineMessages({
  loading: { id: 'history.list.loading', defaultMessage: 'Loading...' },
  loadFailed: { id: 'history.list.loadFailed', defaultMessage: 'Error: {message}' },
  none: { id: 'history.list.none', defaultMessage: 'No data' },
  noAdjustments: { id: 'history.adjustments.none', defaultMessage: 'No adjustments' },
});

type WithHistory = { history?: HistoryState; apiExtensions: readonly ApiExtension[] };

const selectHistory = selectHistorySlice;

export const { selectIds: selectHistoryEntryIds, selectById: selectHistoryEntryById } = historyAdapter.getSelectors(selectHistory);
export const { selectAll: selectPlayerAdjustments } = adjustmentsAdapter.getSelectors((state: WithHistory) => selectHistory(state).adjustments);

/** Whether the API keeps a history (extension 'history'): the tab, the adjustments and their calls exist only then. */
export const selectHistoryOffered = (state: WithHistory) => selectApiOffers(state, 'history');

export const selectHistoryTournamentId = (state: WithHistory) => selectHistory(state).tournamentId;
export const selectHistoryFilter = (state: WithHistory) => selectHistory(state).filter;

/** What the sagas ask the server for: the page in view under the filter. */
export const selectHistoryQuery = createSelector([selectHistory], ({ page, filter }): HistoryQuery => ({
  take: HISTORY_PAGE_SIZE,
  skip: (page - 1) * HISTORY_PAGE_SIZE,
  ...(filter.actor === null ? {} : { actor: filter.actor }),
  ...(filter.action === null ? {} : { action: filter.action }),
}));

export const selectHistoryPager = createSelector([selectHistory], ({ page, total }) => ({ page, total, pageSize: HISTORY_PAGE_SIZE }));

/** The person filter's choices by name: everyone seen so far in this tournament's history. */
export const selectActorOptions = createSelector([(state: WithHistory) => selectHistory(state).actors], (actors) =>
  Object.entries(actors)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label)),
);

/** 'Loading...', 'Error: {message}', or what a list says when there is nothing in it. */
function emptyText(status: HistoryLoadStatus, error: string | null, none: MessageDescriptor): Text {
  if (status === 'loading') return messages.loading;
  if (status === 'failed') return messageRef(messages.loadFailed, { message: error ?? '' });
  return none;
}

/** What the list says when it has no entry to show. */
export const selectHistoryEmptyText = createSelector([(state: WithHistory) => selectHistory(state).status, (state: WithHistory) => selectHistory(state).error], (status, error) =>
  emptyText(status, error, messages.none),
);
/** What a player's adjustments say when there is none to show. */
export const selectAdjustmentsEmptyText = createSelector(
  [(state: WithHistory) => selectHistory(state).adjustments.status, (state: WithHistory) => selectHistory(state).adjustments.error],
  (status, error) => emptyText(status, error, messages.noAdjustments),
);

/** Whether the adjustments open are this player's. */
export const selectAdjustmentsOpenFor = (state: WithHistory, playerId: string) => selectHistory(state).adjustments.playerId === playerId;

export const selectAdjustmentsTarget = (state: WithHistory) => {
  const { tournamentId, playerId } = selectHistory(state).adjustments;
  return tournamentId === null || playerId === null ? undefined : { tournamentId, playerId };
};
