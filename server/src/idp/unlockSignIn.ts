import { parseArgs } from 'node:util';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { unlock, type ThrottleKey } from './signInThrottle';

const USAGE = 'Usage: npm run staff:unlock -- <username>   or   -- --address <client address>   or   -- --client <OAuth client id>';

function throttleKey(): ThrottleKey {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { address: { type: 'string' }, client: { type: 'string' } } });
  const named = (['address', 'client'] as const).filter((kind) => values[kind] !== undefined);
  if (named.length === 1 && positionals.length === 0) return { kind: named[0], key: values[named[0]]! };
  if (named.length === 0 && positionals.length === 1) return { kind: 'account', key: positionals[0] };
  throw new Error(USAGE);
}

/**
 * Forgets the failed sign-ins of an account (or a client address, or a confidential client's wrong secrets), lifting its wait or lock at once, on every
 * instance. It writes to the database itself rather than asking the server: the one who needs it is often the
 * admin who is locked out and so has no token for an API. Same environment as the server: DATABASE_URL, or the
 * embedded PGlite in DATA_DIR, which only one process may open, so that server must be stopped first.
 */
async function main(): Promise<void> {
  const throttle = throttleKey();
  const config = configFromEnv();
  if (!config.databaseUrl) console.log(`Embedded database in ${config.dataDir}: the server using it must be stopped (one process per data directory).`);
  const database = await openDatabase(config);
  try {
    const unlocked = await unlock(database.db, throttle);
    console.log(unlocked ? `Unlocked ${throttle.kind} ${JSON.stringify(throttle.key)}: its failed sign-ins are forgotten.` : `${throttle.kind} ${JSON.stringify(throttle.key)} had no failed sign-ins.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
