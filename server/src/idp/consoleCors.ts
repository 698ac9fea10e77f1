import type { FastifyInstance } from 'fastify';
import type { IdpContext } from './idpContext';

/**
 * CORS for the endpoints keycloak-js (or another client in the console) calls with fetch/XHR:
 * only the console's origin, with credentials (keycloak-js sends them to /token).
 */
export function allowConsoleOrigin(app: FastifyInstance, ctx: IdpContext, paths: string[]): void {
  const corsPaths = new Set(paths);
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.origin !== ctx.consoleOrigin || !corsPaths.has(request.url.split('?')[0])) return;
    reply.header('access-control-allow-origin', ctx.consoleOrigin).header('access-control-allow-credentials', 'true').header('vary', 'Origin');
  });
  for (const path of corsPaths) {
    app.options(path, async function answerCorsPreflight(_request, reply) {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header('access-control-allow-headers', 'Authorization, Content-Type')
        .header('access-control-max-age', '3600')
        .send();
    });
  }
}
