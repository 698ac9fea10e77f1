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
    /** Set for every /api request that passed authentication. */
    caller: Caller;
  }
}
