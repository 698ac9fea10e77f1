import type { FastifyInstance } from 'fastify';
import { defineMessages } from '../../../src/i18n/defineMessages';
import type { MessageDescriptor } from '../../../src/i18n/text';
import { forbidden, unauthorized } from '../http/errors';
import { markGuardedRoutes } from './routeList';
import type { CallerKind } from './caller';
import type { TokenVerifier } from './tokenVerifier';
import './caller';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a token: it says so itself, the gate trusts nothing else. */
    public?: boolean;
    /** Whose token the route takes (default 'staff'); a token of the other kind is refused with 403. */
    caller?: CallerKind;
  }
}

const callerOf = (config: { caller?: CallerKind } | undefined): CallerKind => config?.caller ?? 'staff';

const M = defineMessages({
  missingToken: { id: 'server.auth.missingToken', defaultMessage: 'Missing bearer token' },
  invalidToken: { id: 'server.auth.invalidToken', defaultMessage: 'Invalid or expired token' },
  staffOnly: { id: 'server.auth.staffOnly', defaultMessage: 'This call is for staff: a machine client may only post events' },
  ingestOnly: { id: 'server.auth.ingestOnly', defaultMessage: "This call is for the operator's platform (the ingest client), not for staff" },
});

/** Why a valid token of the other kind is refused, by the kind the route takes. */
const REFUSALS: Record<CallerKind, MessageDescriptor> = { staff: M.staffOnly, ingest: M.ingestOnly };

/**
 * The API's one gate: every route that `registerRoutes` adds lives in this encapsulated scope, whose hook
 * requires a valid bearer token (else 401) unless the route declares `config: { public: true }`, and a token of
 * the kind of caller the route declares (`config: { caller: 'ingest' }`; staff unless it says so), else 403. The hook
 * belongs to the routes, so whatever spelling of a URL the router matched (`/%61pi/...`), it runs: nothing
 * here looks at the URL.
 */
export async function apiGate(
  app: FastifyInstance,
  verifyToken: TokenVerifier,
  registerRoutes: (api: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (api) => {
    api.decorateRequest('caller', null as never);
    markGuardedRoutes(api, (route) => (route.config?.public === true ? undefined : callerOf(route.config)));
    api.addHook('onRequest', async (request) => {
      const { config } = request.routeOptions;
      if (config.public) return;
      const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match) throw unauthorized(M.missingToken);
      try {
        request.caller = await verifyToken(match[1]);
      } catch {
        throw unauthorized(M.invalidToken);
      }
      if (request.caller.kind !== callerOf(config)) throw forbidden(REFUSALS[callerOf(config)]);
    });
    await registerRoutes(api);
  });
}
