import type { SagaIterator } from 'redux-saga';
import { select } from 'redux-saga/effects';
import { fetchPlayerRank, searchLeaderboard, type LeaderboardPage, type LeaderboardRow, type PlayerRank } from '../../api/leaderboard';
import { selectApiOffers, type WithApiExtensions } from '../../app/apiExtensionsSlice';
import { abortableCall } from '../../lib/abortableCall';

/** Spec §9: the spec's lookup of one user id waits 1000 ms after the last keystroke. */
export const LEADERBOARD_SEARCH_DEBOUNCE_MS = 1000;
/** Issue 27: the search by id or name answers as staff type, once they pause this long. */
export const PLAYER_SEARCH_DEBOUNCE_MS = 300;

/** Whether the API finds players by the start of their id or name (extension 'playerSearch'), not by the exact id alone. */
export const selectSearchesByName = (state: WithApiExtensions) => selectApiOffers(state, 'playerSearch');

/** The searched player's row at their rank, or none. */
export const searchedRows = (found: PlayerRank | null | undefined): LeaderboardRow[] => (found ? [{ ...found.row, rank: found.rank }] : []);

/**
 * The rows a search shows, in rank order: the players whose id or name starts with `text` where the API offers it,
 * else the spec's one player of that exact id (§2), or none. Cancelling the calling saga aborts the request.
 */
export function* searchedPlayers(tournamentId: number, text: string): SagaIterator<LeaderboardRow[]> {
  if (yield select(selectSearchesByName)) {
    const found: LeaderboardPage = yield abortableCall(searchLeaderboard, tournamentId, text);
    return found.rows;
  }
  const found: PlayerRank | undefined = yield abortableCall(fetchPlayerRank, tournamentId, text);
  return searchedRows(found);
}
