/** The calls of spec §7 "Leaderboard" behind the tournament page's Leaderboard tab. */
import { apiRequest } from './client';

/** Spec §3 "Leaderboard" row; `computed` is a UTC ISO timestamp. */
export interface LeaderboardRow {
  rank: number;
  user_id: string;
  user_name: string;
  total_score: number;
  computed: string;
}

/** `size` counts the rows of the whole leaderboard, `rows` holds one page of it. */
export interface LeaderboardPage {
  size: number;
  rows: LeaderboardRow[];
}

export interface PlayerRank {
  row: LeaderboardRow;
  rank: number;
}

/** Spec §3 "Score adjustment" with the tournament it applies to. */
export interface ScoreAdjustment {
  tournament_id: number;
  user_id: string;
  score: number;
  note: string;
}

/** Spec §9: pages of 100 rows. */
export const LEADERBOARD_PAGE_SIZE = 100;

/** GET /api/leaderboard/{id}?take=100&skip=page*100; `page` counts from 0. */
export function fetchLeaderboardPage(tournamentId: number, page: number, signal: AbortSignal): Promise<LeaderboardPage> {
  const query = `take=${LEADERBOARD_PAGE_SIZE}&skip=${page * LEADERBOARD_PAGE_SIZE}`;
  return apiRequest<LeaderboardPage>('GET', `/api/leaderboard/${tournamentId}?${query}`, { signal });
}

/** Players a search answers at most (extension 'playerSearch'): the console shows them all, more typing narrows them. */
export const PLAYER_SEARCH_TAKE = 20;

/**
 * GET /api/leaderboard/{id}?q={text}&take=20 (extension 'playerSearch', issue 27): the players whose id or name starts
 * with `text` in any case, in rank order with their ranks.
 */
export function searchLeaderboard(tournamentId: number, text: string, signal: AbortSignal): Promise<LeaderboardPage> {
  return apiRequest<LeaderboardPage>('GET', `/api/leaderboard/${tournamentId}?q=${encodeURIComponent(text)}&take=${PLAYER_SEARCH_TAKE}`, { signal });
}

/** How many players are on the board: the spec's page call asked for one row, read for its `size`. */
export async function fetchBoardSize(tournamentId: number, signal: AbortSignal): Promise<number> {
  return (await apiRequest<LeaderboardPage>('GET', `/api/leaderboard/${tournamentId}?take=1&skip=0`, { signal })).size;
}

/** The player's row and rank; undefined (an empty body) when the player is not on the leaderboard. */
export function fetchPlayerRank(tournamentId: number, playerId: string, signal: AbortSignal): Promise<PlayerRank | undefined> {
  return apiRequest<PlayerRank | undefined>('GET', `/api/leaderboard/${tournamentId}/player/${encodeURIComponent(playerId)}/rank`, { signal });
}

/** PUT: adds the score (negative takes points away) to the player's total; answers their row and rank after it. */
export function adjustScoreManually(adjustment: ScoreAdjustment, signal: AbortSignal): Promise<PlayerRank> {
  return apiRequest<PlayerRank>('PUT', '/api/leaderboards/adjust-score-manually', { signal, body: adjustment });
}
