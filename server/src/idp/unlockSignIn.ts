import { parseArgs } from 'node:util';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { unlock, type ThrottleKey } from './signInThrottle';

const USAGE = 'Usage: npm run staff:unlock -- <username>   or   -- --address <client address>';

/** What the command forgets: an account's failed sign-ins, or an address's failed sign-ins and token requests. */
interface UnlockTarget {
  name: string;
  keys: ThrottleKey[];
}

function unlockTarget(): UnlockTarget {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { address: { type: 'string' } } });
  } catch {
    throw new Error(USAGE);
  }
  const { values, positionals } = parsed;
  if (values.address !== undefined && positionals.length === 0) {
    return { name: `address ${JSON.stringify(values.address)}`, keys: (['address', 'tokenAddress'] as const).map((kind) => ({ kind, key: values.address! })) };
  }
  if (values.address === undefined && positionals.length === 1) return { name: `account ${JSON.stringify(positionals[0])}`, keys: [{ kind: 'account', key: positionals[0] }] };
  throw new Error(USAGE);
}

/**
 * Forgets the failed sign-ins of an account (or of a client address, with its failed token requests), lifting its
 * wait or lock at once, on every instance. It writes to the database itself rather than asking the server: the one
 * who needs it is often the admin who is locked out and so has no token for an API. Same environment as the server:
 * DATABASE_URL, or the embedded PGlite in DATA_DIR, which only one process may open, so that server must be stopped
 * first.
 */
async function main(): Promise<void> {
  const target = unlockTarget();
  const config = configFromEnv();
  if (!config.databaseUrl) console.log(`Embedded database in ${config.dataDir}: the server using it must be stopped (one process per data directory).`);
  const database = await openDatabase(config);
  try {
    let unlocked = false;
    for (const throttle of target.keys) unlocked = (await unlock(database.db, throttle)) || unlocked;
    console.log(unlocked ? `Unlocked ${target.name}: its failed attempts are forgotten.` : `${target.name} had no failed attempts.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
