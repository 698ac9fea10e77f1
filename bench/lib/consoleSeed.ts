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

/**
 * `count` Completed tournaments, one a day back from yesterday (a year of dailies is 365), each with a tier and a
 * wagering condition like a real one, and a hero image among `images` game thumbnails of this server.
 */
export async function seedCompletedTournaments(db: Kysely<Database>, count: number, images: number): Promise<void> {
  await sql`
    INSERT INTO tournaments (status, title, slug, short_description, hero_image_mobile, leaderboard_size, start_at, end_at, created_at, updated_at)
    SELECT ${TournamentStatus.Completed}, 'Daily cup ' || t.i, 'daily-cup-' || t.i,
           'Daily cup ' || t.i || ' of the completed-list benchmark: spin, score, climb the leaderboard.',
           '/thumbnails/games/' || (1 + t.i % ${images}) || '.svg', 250,
           now() - (t.i + 1) * interval '1 day', now() - t.i * interval '1 day', now() - (t.i + 2) * interval '1 day', now() - t.i * interval '1 day'
    FROM generate_series(1, ${count}::int) AS t (i)`.execute(db);
  await sql`
    INSERT INTO tiers (tournament_id, position, rank_min, rank_max, bonus)
    SELECT id, 0, 1, 10, '{"type": 3, "code": "CASH100", "name": "100 lei", "nominal_name": "", "image_url": "", "value": 100}'::jsonb
      FROM tournaments WHERE status = ${TournamentStatus.Completed}`.execute(db);
  await sql`
    INSERT INTO wagering_conditions (tournament_id, position, platform, min_stake, max_stake, contribution, casino_game_ids)
    SELECT id, 0, 'both', 1, NULL, 100, ARRAY[1, 2, 3, 4, 5, 6, 7, 8] FROM tournaments WHERE status = ${TournamentStatus.Completed}`.execute(db);
  await sql`ANALYZE`.execute(db);
}
