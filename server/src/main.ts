import { configFromEnv } from './config';
import { StartRefusal } from './startRefusal';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = configFromEnv();
  const server = await startServer(config, {
    onDatabaseGone: (message) => {
      console.error(message);
      process.exit(1);
    },
  });
  console.log(`Tournament Console on ${config.publicUrl} (database: ${server.ctx.database.embedded ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`);
  const shutdown = () => {
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // A refused start is an operator's matter: the message says all, a stack trace would bury it.
  console.error(error instanceof StartRefusal ? error.message : error);
  process.exit(1);
});
