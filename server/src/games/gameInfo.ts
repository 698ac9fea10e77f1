import { Type, type Static } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { GamesTable } from '../db/schema';

export type GameRow = Selectable<GamesTable>;

/** Spec §3 "Game info"; thumbnail is always an absolute URL an <img> can load. */
export const GameInfoSchema = Type.Object({
  id: Type.Integer(),
  game_name: Type.String(),
  vendor: Type.String(),
  thumbnail: Type.String(),
});

export type GameInfo = Static<typeof GameInfoSchema>;

/** Where this server draws a game's thumbnail, relative to the public URL (so a path prefix is kept). */
export function gameThumbnailPath(id: number): string {
  return `thumbnails/games/${id}.svg`;
}

/**
 * `games.thumbnail` holds an absolute URL (a real feed's image), a path relative to the public URL, or ''
 * for the thumbnail this server draws; the answer is always absolute.
 */
export function toGameInfo(row: GameRow, publicUrl: string): GameInfo {
  const thumbnail = new URL(row.thumbnail || gameThumbnailPath(row.id), `${publicUrl}/`).href;
  return { id: row.id, game_name: row.game_name, vendor: row.vendor, thumbnail };
}
