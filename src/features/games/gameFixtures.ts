import { GAME_PAGE_SIZE, type GameInfo } from '../../api/games';

/** Game infos for tests, as the server answers them. */
export function gameInfo(id: number): GameInfo {
  return { id, game_name: `Slot ${id}`, vendor: `Vendor ${id % 3}`, thumbnail: `http://localhost/thumbnails/games/${id}.svg` };
}

export function gameInfos(firstId: number, count: number): GameInfo[] {
  return Array.from({ length: count }, (_, index) => gameInfo(firstId + index));
}

/** A full page: the server may have more. */
export const fullGamePage = (firstId = 1) => gameInfos(firstId, GAME_PAGE_SIZE);
