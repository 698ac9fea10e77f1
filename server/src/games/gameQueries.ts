import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { GameRow } from './gameInfo';

/** One page of the catalog by id; with a text, only games whose name or vendor contains it (any case). */
export function findGames(db: Db, page: { take: number; skip: number; text?: string }): Promise<GameRow[]> {
  const text = page.text?.trim();
  let query = db.selectFrom('games').selectAll();
  if (text) {
    // strpos rather than LIKE: the text is matched literally, '%' and '_' included.
    query = query.where(sql<boolean>`strpos(lower(game_name), lower(${text})) > 0 OR strpos(lower(vendor), lower(${text})) > 0`);
  }
  return query.orderBy('id').limit(page.take).offset(page.skip).execute();
}

/** The games with these ids in the order given, each once; unknown ids are left out. */
export async function findGamesByIds(db: Db, ids: number[]): Promise<GameRow[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db.selectFrom('games').selectAll().where('id', 'in', wanted).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

export function findGame(db: Db, id: number): Promise<GameRow | undefined> {
  return db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
}
