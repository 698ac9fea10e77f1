import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRemoteJWKSet } from 'jose';
import type { AppContext } from './appContext';
import type { SocketTimeouts } from './config';
import { apiGate } from './auth/apiGate';
import { createTokenVerifier, type TokenVerifier } from './auth/tokenVerifier';
import { cacheVerifiedTokens } from './auth/verifiedTokenCache';
import { answerFailure, installErrorHandler } from './http/errorHandler';
import { installBodyReading } from './http/requestBody';
import { liesUnderApi } from './http/liesUnderApi';
import { listRoutes } from './auth/routeList';
import { installSecurityHeaders } from './http/securityHeaders';
import { tabSignInPageRoute } from './http/tabSignInPage';
import { installValidators } from './http/validation';
import { refusingEndedSessions } from './idp/endedSessions';
import { identityProvider } from './idp/identityProvider';
import { embeddedIssuer } from './idp/idpContext';
import { loadSigningKeys } from './idp/signingKeys';
import { apiRoutes } from './routes';
import { RUNTIME_CONFIG_PATH, runtimeConfigRoute } from './runtimeConfig';

/**
 * The verifier of the issuer's tokens; with no external issuer, the embedded provider's pages are added, and the
 * access tokens of its ended sessions are refused. A client sends the same token with every call until it refreshes:
 * its signature is checked once (cacheVerifiedTokens), whether its session has ended at every call.
 */
async function authentication(app: FastifyInstance, ctx: AppContext): Promise<TokenVerifier> {
  const { externalIssuer, clientId, ingestClientId } = ctx.config;
  if (externalIssuer) {
    const keys = createRemoteJWKSet(new URL(`${externalIssuer}/protocol/openid-connect/certs`));
    return cacheVerifiedTokens(createTokenVerifier({ issuer: externalIssuer, clientId, ingestClientId, keys }));
  }
  const keys = await loadSigningKeys(ctx.db);
  const endedSessions = await identityProvider(app, { ...ctx, keys });
  const verify = createTokenVerifier({ issuer: embeddedIssuer(ctx.config), clientId, ingestClientId, keys: keys.verificationKeys });
  return refusingEndedSessions(cacheVerifiedTokens(verify), endedSessions);
}

/**
 * The file under `root` a request path names, as a path relative to it; undefined when the path leads outside (an
 * absolute-form request line can carry `/../../sibling`: a prefix test without the separator took a sibling
 * `dist-old` for part of `dist`, and answered 403 where the file existed).
 */
function fileUnder(root: string, requestPath: string): string | undefined {
  const relative = path.relative(root, path.join(root, path.normalize(requestPath)));
  const outside = relative === '' || relative.split(path.sep)[0] === '..' || path.isAbsolute(relative);
  return outside ? undefined : relative;
}

/** Serves the built SPA; any other GET outside the API gets index.html so client routes deep-link. */
async function singlePageApp(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Also without a build: the dev server proxies /config.json here.
  runtimeConfigRoute(app, ctx.config);
  tabSignInPageRoute(app);
  const { webRoot } = ctx.config;
  const indexFile = path.join(webRoot, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  // The build's static config.json would clash with the route above (a route per file). The build's .gz/.br
  // copies are not routes of their own: preCompressed sends them for their file when the browser accepts them.
  // Source maps are not served at all: the build keeps them for the bench's bundle analysis, not for browsers.
  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    wildcard: false,
    preCompressed: true,
    globIgnore: [RUNTIME_CONFIG_PATH.slice(1), '**/*.gz', '**/*.br', '**/*.map'],
  });
  app.get('/*', { schema: { hide: true } }, async function sendSpaFile(request, reply) {
    const requestPath = request.url.split('?')[0];
    if (liesUnderApi(request.url) || requestPath.endsWith('.map')) return reply.callNotFound();
    const file = fileUnder(webRoot, requestPath);
    if (file && fs.existsSync(path.join(webRoot, file)) && fs.statSync(path.join(webRoot, file)).isFile()) return reply.sendFile(file);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/**
 * Node's limits on a client's pace (decision 123): a request must arrive whole within requestMs (fastify's default, 0,
 * let a body trickle in for ever), its headers within headersMs, and a kept-alive connection idles keepAliveMs at most.
 * Node checks the first two every connectionsCheckingInterval (default 30 s): a quarter of the headers' time, at most
 * a second, so that a timeout ends a connection close to when it says.
 */
function socketLimits({ requestMs, headersMs, keepAliveMs }: SocketTimeouts) {
  const connectionsCheckingInterval = Math.min(1000, Math.ceil(headersMs / 4));
  return { requestTimeout: requestMs, keepAliveTimeout: keepAliveMs, http: { requestTimeout: requestMs, headersTimeout: headersMs, connectionsCheckingInterval } };
}

const PATH_PARAMETER_MAX_LENGTH = 255 * 12;

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    ...socketLimits(ctx.config.socketTimeouts),
    logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
    // Above the largest tournament the input limits allow (src/domain/inputLimits.ts: about 3 MB, most of it
    // 20 wagering conditions of 10,000 game ids each); anything larger is refused with 413 before parsing.
    bodyLimit: 4 * 1024 * 1024,
    trustProxy: ctx.config.trustProxy ?? false,
    // A player id is up to 255 characters (invitations), each up to 12 once percent-encoded (4 UTF-8 bytes).
    routerOptions: { maxParamLength: PATH_PARAMETER_MAX_LENGTH },
    // The router's refusals (bad percent-encoding, a parameter too long) go through the error handler: JSON
    // `{ message }` in the request's language, as every other refusal.
    frameworkErrors: answerFailure,
  });
  installValidators(app);
  installErrorHandler(app);
  installBodyReading(app);
  listRoutes(app);
  installSecurityHeaders(app, ctx.config);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tournament Console API',
        version: '1.0.0',
        description: 'Errors answer JSON `{ "message": … }`, validation failures also `errors[].message`: in Romanian for `Accept-Language: ro` (ro-RO, …), in English otherwise and when the header is absent.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // The document describes the REST API only, not the provider's pages or the SPA.
    transform: ({ schema, url }) => ({ schema: { ...schema, hide: !url.startsWith('/api/') }, url }),
  });
  const verifyToken = await authentication(app, ctx);
  await apiGate(app, verifyToken, async (api) => {
    await apiRoutes(api, ctx);
    api.get('/api/openapi.json', { config: { public: true } }, async function readOpenApiDocument() {
      return app.swagger();
    });
  });
  await singlePageApp(app, ctx);
  return app;
}
