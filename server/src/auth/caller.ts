/** The signed-in staff member behind a request, read from a verified access token. */
export interface Caller {
  id: string;
  username: string;
  displayName: string;
  email: string;
  emailVerified: boolean;
  roles: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request that passed the API gate (see apiGate) with a token. */
    caller: Caller;
  }
}
