import { sql, type Kysely } from 'kysely';
import { up } from '../../src/db/migrations/016_platform_players';
import { useTestServer } from '../harness';

describe('migration 016 on a database with players and events', () => {
  const server = useTestServer();

  it('keeps the players it finds as seen, and adds each player of the stored events with their latest name and first arrival', async () => {
    const db = server().ctx.db;
    // As the database was before 016.
    await sql`ALTER TABLE players DROP COLUMN first_seen_at`.execute(db);
    await sql`INSERT INTO players (id, user_name) VALUES ('seeded', 'Seeded'), ('seeded-and-sent', 'Old name')`.execute(db);
    await sql`
      INSERT INTO gaming_events (id, type, user_id, user_name, occurred_at, received_at, amount) VALUES
        ('m-1', 'deposit', 'seeded-and-sent', 'New name', '2020-01-01T10:00Z', '2020-01-02T10:00Z', 1),
        ('m-2', 'deposit', 'sent', 'Second', '2020-01-01T09:00Z', '2020-01-03T10:00Z', 1),
        ('m-3', 'deposit', 'sent', 'First', '2020-01-01T11:00Z', '2020-01-02T10:00Z', 1),
        ('m-4', 'deposit', 'sent', NULL, '2020-01-01T12:00Z', '2020-01-04T10:00Z', 1),
        ('m-5', 'deposit', 'nameless', NULL, '2020-01-01T12:00Z', '2020-01-04T10:00Z', 1)`.execute(db);
    const migratedAt = new Date();
    await up(db as unknown as Kysely<unknown>);
    const players = await db.selectFrom('players').select(['id', 'user_name', 'first_seen_at']).where('id', 'in', ['seeded', 'seeded-and-sent', 'sent', 'nameless']).orderBy('id').execute();
    expect(players).toEqual([
      { id: 'nameless', user_name: 'nameless', first_seen_at: new Date('2020-01-04T10:00Z') },
      { id: 'seeded', user_name: 'Seeded', first_seen_at: expect.any(Date) },
      { id: 'seeded-and-sent', user_name: 'New name', first_seen_at: new Date('2020-01-02T10:00Z') },
      { id: 'sent', user_name: 'Second', first_seen_at: new Date('2020-01-02T10:00Z') },
    ]);
    expect(players[1].first_seen_at!.getTime()).toBeGreaterThanOrEqual(migratedAt.getTime() - 60_000);
  });
});
