import { configFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { parseSeedArguments } from './seedArguments';
import { resetDemoData } from './seedDemoData';

async function main(): Promise<void> {
  const { players } = parseSeedArguments(process.argv.slice(2));
  const config = configFromEnv();
  const started = Date.now();
  const database = await openDatabase(config);
  try {
    console.log(`Replacing demo data (${database.embedded ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}), ${players} players on the big leaderboard...`);
    const summary = await resetDemoData(database.db, { players, now: new Date(), publicUrl: config.publicUrl });
    console.table(summary);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
