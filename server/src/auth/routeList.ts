import type { CallerKind } from './caller';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** A registered route: its method, its URL pattern (`/api/tournaments/:id`), and whether it asks for a token. */
export interface ListedRoute {
  method: string;
  url: string;
  requiresToken: boolean;
  /** Whose token it takes, when it asks for one. */
  caller?: CallerKind;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app as registered, read by the test that walks them all (not a list kept by hand). */
    routeList: ListedRoute[];
  }
}

const methodsOf = (route: RouteOptions) => [route.method].flat();

/** Lists every route registered from now on in `app` and in the scopes it registers. */
export function listRoutes(app: FastifyInstance): void {
  const list: ListedRoute[] = [];
  app.decorate('routeList', list);
  app.addHook('onRoute', (route) => {
    list.push(...methodsOf(route).map((method) => ({ method, url: route.url, requiresToken: false })));
  });
}

/**
 * Marks the routes that `scope` registers from now on as asking for a token of the kind `callerOf` names (none:
 * public). The app's own onRoute hook (listRoutes) runs first for each route, so its entries exist by then.
 */
export function markGuardedRoutes(scope: FastifyInstance, callerOf: (route: RouteOptions) => CallerKind | undefined): void {
  scope.addHook('onRoute', (route) => {
    const methods = methodsOf(route);
    const caller = callerOf(route);
    for (const listed of scope.routeList) {
      if (listed.url === route.url && methods.includes(listed.method)) Object.assign(listed, { requiresToken: caller !== undefined, caller });
    }
  });
}
