import { apiRequest } from './client';

/** Spec §3 "Game info"; the thumbnail is an absolute URL an <img> can load without a token. */
export interface GameInfo {
  id: number;
  game_name: string;
  vendor: string;
  thumbnail: string;
}

/** Spec §9: the catalog is read 500 games at a time. */
export const GAME_PAGE_SIZE = 500;

function pageQuery(skip: number): string {
  return `take=${GAME_PAGE_SIZE}&skip=${skip}`;
}

/** GET /api/game-feeds/infos?take&skip: one page of the catalog. */
export function fetchGamePage(skip: number, signal: AbortSignal): Promise<GameInfo[]> {
  return apiRequest('GET', `/api/game-feeds/infos?${pageQuery(skip)}`, { signal });
}

/** GET /api/game-feeds/infos/search?q: one page of the games matching the text (paged like the catalog). */
export function searchGames(text: string, skip: number, signal: AbortSignal): Promise<GameInfo[]> {
  return apiRequest('GET', `/api/game-feeds/infos/search?q=${encodeURIComponent(text)}&${pageQuery(skip)}`, { signal });
}

/** POST /api/game-feeds/infos with a JSON array of ids: those games, in that order; unknown ids are left out. */
export function fetchGamesByIds(ids: number[], signal: AbortSignal): Promise<GameInfo[]> {
  return apiRequest('POST', '/api/game-feeds/infos', { signal, body: ids });
}
