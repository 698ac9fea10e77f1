/**
 * The open tournament's public face: which tournament the page shows, the page's events (opened, closed), and the
 * hook a data tab loads and cancels by. Every tab reads these here, not from the editor.
 */
export { createOpened, openedTournamentReducer, pageClosed, selectIsNew, selectOpened, tournamentOpened, type OpenedTournamentState, type WithOpenedTournament } from './openedTournamentSlice';
export { useTournamentTabShown } from './useTournamentTabShown';
