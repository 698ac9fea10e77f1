/**
 * Blocks that only one kind of database can run. The reason a block is skipped is part of its name, so a skipped
 * test says why wherever it is listed.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

/** Needs a PostgreSQL server (two connections at once, a server to end them): runs when DATABASE_URL is set. */
export function describeOnPostgres(name: string, body: () => void): void {
  (onPostgres ? describe : describe.skip)(`${name} (PostgreSQL only: skipped unless DATABASE_URL is set)`, body);
}

/** Needs the embedded PGlite (its process, its data directory): runs when DATABASE_URL is not set. */
export function describeOnEmbedded(name: string, body: () => void): void {
  (onPostgres ? describe.skip : describe)(`${name} (embedded PGlite only: skipped when DATABASE_URL is set)`, body);
}
