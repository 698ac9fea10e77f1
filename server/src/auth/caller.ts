/**
 * Who may call a route: staff signed in to the console, or the operator's platform (the ingest client's service
 * account) posting gaming events. A token of one kind is refused (403) on the routes of the other.
 */
export type CallerKind = 'staff' | 'ingest';

/** The signed-in staff member or machine client behind a request, read from a verified access token. */
export interface Caller {
  kind: CallerKind;
  id: string;
  username: string;
  displayName: string;
  email: string;
  emailVerified: boolean;
  roles: string[];
  /** The sign-in session the token belongs to (its `sid`); a service account's token has none. */
  sessionId?: string;
  /** When the token expires (its `exp`), in milliseconds since the epoch: what outlives a request (a live stream) ends then. */
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request that passed the API gate (see apiGate) with a token. */
    caller: Caller;
  }
}
