/** Set-based inserts for the browser figures: many running tournaments, a big game catalogue. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema';
import { GAME_COUNT, seedGames } from '../../server/src/seed/games';
import { TournamentStatus } from '../../src/domain/enums';

/** The demo catalogue (its names and vendors), then numbered games up to `count`; answers the count. */
export async function seedGameCatalog(db: Kysely<Database>, count: number): Promise<number> {
  await seedGames(db);
  await sql`
    INSERT INTO games (id, game_name, vendor, thumbnail)
    SELECT g.i, 'Bench game ' || g.i, 'Bench vendor ' || (g.i % 40), 'thumbnails/games/' || g.i || '.svg'
    FROM generate_series(${GAME_COUNT + 1}::int, ${count}::int) AS g (i)`.execute(db);
  return Math.max(count, GAME_COUNT);
}

/**
 * `count` In Progress tournaments that started yesterday and end over the coming week, each with a hero
 * image: one of `images` game thumbnails of this server (operators reuse a few banners across tournaments).
 */
export async function seedRunningTournaments(db: Kysely<Database>, count: number, images: number): Promise<void> {
  await sql`
    INSERT INTO tournaments (status, title, slug, short_description, hero_image_mobile, leaderboard_size, start_at, end_at)
    SELECT ${TournamentStatus.InProgress}, 'Bench tournament ' || t.i, 'bench-tournament-' || t.i,
           'Tournament ' || t.i || ' of the first-load benchmark: spin, score, climb the leaderboard.',
           '/thumbnails/games/' || (1 + t.i % ${images}) || '.svg', 250,
           now() - interval '1 day', now() + interval '1 day' + t.i * interval '10 minutes'
    FROM generate_series(1, ${count}::int) AS t (i)`.execute(db);
  await sql`ANALYZE`.execute(db);
}
