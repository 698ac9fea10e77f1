/**
 * The open tournament's public face: which tournament the page shows and the page's events (opened, closed). Every
 * tab reads these here, not from the editor; the hook a data tab loads and cancels by is in ui.ts.
 */
export { createOpened, openedTournamentReducer, pageClosed, selectIsNew, selectOpened, tournamentOpened, type OpenedTournamentState, type WithOpenedTournament } from './openedTournamentSlice';
