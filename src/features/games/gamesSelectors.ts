import { createSelector } from '@reduxjs/toolkit';
import { gamesAdapter, type GamesState, selectGamesSlice } from './gamesSlice';

type WithGames = { games?: GamesState };

export const { selectById: selectGameById, selectEntities: selectGameEntities } = gamesAdapter.getSelectors(selectGamesSlice);

export const selectGamePicker = (state: WithGames) => selectGamesSlice(state).picker;

export const selectGameSearch = (state: WithGames) => selectGamePicker(state).search;
export const selectShowOnlySelected = (state: WithGames) => selectGamePicker(state).showOnlySelected;
export const selectPickerSelectedIds = (state: WithGames) => selectGamePicker(state).selectedIds;
export const selectPickerError = (state: WithGames) => selectGamePicker(state).error;
export const selectIsGameSelected = (state: WithGames, id: number) => selectGamePicker(state).selectedIds.includes(id);
export const selectGameInfoError = (state: WithGames) => selectGamesSlice(state).infoError;

/** Whether the rows shown are still coming: the searched/paged list, or the selected games' infos. */
export const selectPickerLoading = (state: WithGames) => {
  const picker = selectGamePicker(state);
  return picker.showOnlySelected ? picker.selectedLoading : picker.loading;
};

/** 'Load More' is offered while the last page was full, for the paged or searched list only. */
export const selectCanLoadMore = (state: WithGames) => {
  const picker = selectGamePicker(state);
  return !picker.showOnlySelected && picker.hasMore;
};

/** The rows of the list: the loaded page(s), or the selected games (in their order) whose infos are known. */
export const selectVisibleGameIds = createSelector([selectGamePicker, selectGameEntities], (picker, entities) =>
  picker.showOnlySelected ? picker.selectedIds.filter((id) => entities[id] !== undefined) : picker.listIds,
);

/**
 * These games' infos in order, undefined while unknown. Recomputed only when the cache changes; select it with
 * shallowEqual, so a component re-renders only when one of its own games arrives.
 */
export const selectGamesByIds = createSelector([selectGameEntities, (_state: WithGames, ids: number[]) => ids], (entities, ids) => ids.map((id) => entities[id]));

/** Of these ids, those neither cached nor being fetched, each once. */
export function selectUnseenGameIds(state: WithGames, ids: number[]): number[] {
  const { entities, fetchingIds } = selectGamesSlice(state);
  return [...new Set(ids)].filter((id) => entities[id] === undefined && !fetchingIds.includes(id));
}
