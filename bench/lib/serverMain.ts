/**
 * The server as its own process, for figures that load it or watch its memory (a load generator or a
 * client in the server's own process would share its event loop). Configured like `npm start` by the
 * environment; prints one JSON line `{url, token, ingestToken}` when it listens, and fresh tokens every few
 * minutes (access tokens live 5 minutes): the admin's, and the ingest client's (client credentials, for
 * POST /api/events); stops on SIGTERM. BENCH_GATEWAY_DELAY_MS slows the bonus system down.
 */
import { configFromEnv } from '../../server/src/config';
import { startServer } from '../../server/src/server';
import { requestIngestToken } from '../../server/test/harness';
import { signIn } from '../../server/test/signIn';
import { benchGatewayFromEnv } from './slowBonusGateway';

const TOKEN_REFRESH_MS = 120_000;

async function main(): Promise<void> {
  const server = await startServer(configFromEnv(), { gateway: benchGatewayFromEnv(process.env) });
  const announce = async () => {
    const { accessToken } = await signIn(server);
    const ingest = (await (await requestIngestToken(server, server.ctx.config.ingestClientSecret)).json()) as { access_token: string };
    process.stdout.write(`${JSON.stringify({ url: server.url, token: accessToken, ingestToken: ingest.access_token })}\n`);
  };
  await announce();
  const refresh = setInterval(() => announce().catch((error: unknown) => console.error(error)), TOKEN_REFRESH_MS);
  process.once('SIGTERM', () => {
    clearInterval(refresh);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
