import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { ingestClientSecret } from '../idp/ingestClientSecret';
import { DEMO_INTERVAL_MS, startDemoPlatform } from './demoPlatform';

/** The address the server listens on, as a URL its own clients can call. */
function listeningUrl(app: FastifyInstance): string {
  const listening = app.server.address();
  if (listening === null || typeof listening === 'string') throw new Error('The server listens on no TCP port');
  const { address, family, port } = listening;
  return `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`;
}

/**
 * With DEMO_EVENTS on, once the server listens: the demo platform signs in at the embedded provider as the ingest
 * client and posts events. Against an external identity provider the ingest client's secret lives there, so the
 * demo stays off. Returns the stop.
 */
export async function startDemoEvents(app: FastifyInstance, ctx: AppContext): Promise<() => Promise<void>> {
  const { config } = ctx;
  const off = async () => {};
  if (config.externalIssuer) {
    console.log('Demo platform off: the ingest client signs in at the external identity provider.');
    return off;
  }
  try {
    const baseUrl = listeningUrl(app);
    const platform = startDemoPlatform({
      baseUrl,
      tokenUrl: `${baseUrl}/realms/${config.realm}/protocol/openid-connect/token`,
      clientId: config.ingestClientId,
      clientSecret: await ingestClientSecret(config),
      db: ctx.db,
      clock: ctx.now,
    });
    console.log(`Demo platform: posting gaming events for the running demo tournaments every ${DEMO_INTERVAL_MS} ms (DEMO_EVENTS=off stops it).`);
    return () => platform.stop();
  } catch (error) {
    // The demo is a nicety: the server that is already listening serves on without it.
    console.error(`Demo platform off: ${error instanceof Error ? error.message : String(error)}`);
    return off;
  }
}
