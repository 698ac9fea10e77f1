import { createSelector, lruMemoize } from 'reselect';
import { TOURNAMENT_LISTS, type TournamentListName } from '../../api/tournaments';
import { selectShownLanguage } from '../../i18n/languageSlice';
import { selectLiveBoardEntities } from '../live';
import { createCardViews } from './cardViews';
import type { TournamentsState } from './tournamentsSlice';

type WithTournaments = { tournaments: TournamentsState } & Parameters<typeof selectLiveBoardEntities>[0] & Parameters<typeof selectShownLanguage>[0];

const sameItems = <Item>(a: readonly Item[], b: readonly Item[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** The selectors of one list page; each list has its own, so the pages never evict each other's memo. */
function createListSelectors(list: TournamentListName) {
  const selectList = (state: WithTournaments) => state.tournaments.lists[list];
  const selectEntities = (state: WithTournaments) => state.tournaments.entities;

  // Another list's load replaces the entities object but none of this list's tournaments: keep the old array.
  const selectTournaments = createSelector([(state: WithTournaments) => selectList(state).ids, selectEntities], (ids, entities) => ids.map((id) => entities[id]), {
    memoize: lruMemoize,
    memoizeOptions: { resultEqualityCheck: sameItems },
    argsMemoize: lruMemoize,
  });

  /**
   * `now` is the current minute: the time remaining is the one field that changes without the state.
   * A reload in which no card changed gives the previous array, so the page does not render again; a
   * live change re-renders only the card whose leader or players changed; another language, every card (its dates).
   */
  const selectCards = createSelector([selectTournaments, (_state: WithTournaments, now: number) => now, selectLiveBoardEntities, selectShownLanguage], createCardViews(), {
    memoize: lruMemoize,
    memoizeOptions: { resultEqualityCheck: sameItems },
    argsMemoize: lruMemoize,
  });

  return {
    selectCards,
    /** Also before the first load, so the page opens on the skeleton rather than on 'No tournaments found'. */
    selectLoading: (state: WithTournaments) => ['idle', 'loading'].includes(selectList(state).status),
    selectError: (state: WithTournaments) => selectList(state).error,
    selectView: (state: WithTournaments) => selectList(state).view,
    selectSearchText: (state: WithTournaments) => selectList(state).searchText,
    selectTotal: (state: WithTournaments) => selectList(state).total,
  };
}

/** The search, sort and page a list shows. */
export const selectListView = (state: WithTournaments, list: TournamentListName) => state.tournaments.lists[list].view;

/** The lists whose last load failed (a saga's read: a new array each time). */
export const selectFailedLists = (state: { tournaments: TournamentsState }) => TOURNAMENT_LISTS.filter((list) => state.tournaments.lists[list].status === 'failed');

export type TournamentListSelectors = ReturnType<typeof createListSelectors>;

export const tournamentListSelectors = Object.fromEntries(TOURNAMENT_LISTS.map((list) => [list, createListSelectors(list)])) as Record<
  TournamentListName,
  TournamentListSelectors
>;
