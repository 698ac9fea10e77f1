/**
 * The server as its own process, for figures that load it or watch its memory (a load generator or a
 * client in the server's own process would share its event loop). Configured like `npm start` by the
 * environment; prints one JSON line `{url, token}` when it listens and a fresh admin token every few
 * minutes (access tokens live 5 minutes); stops on SIGTERM. BENCH_GATEWAY_DELAY_MS slows the bonus system down.
 */
import { configFromEnv } from '../../server/src/config';
import { startServer } from '../../server/src/server';
import { signIn } from '../../server/test/signIn';
import { benchGatewayFromEnv } from './slowBonusGateway';

const TOKEN_REFRESH_MS = 120_000;

async function main(): Promise<void> {
  const server = await startServer(configFromEnv(), { gateway: benchGatewayFromEnv(process.env) });
  const announce = async () => {
    const { accessToken } = await signIn(server);
    process.stdout.write(`${JSON.stringify({ url: server.url, token: accessToken })}\n`);
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
