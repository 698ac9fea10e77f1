/** Spec §3 "Signed-in user identity", as the store keeps it (plain data). */
export interface SignedInUser {
  id: string;
  displayName: string;
  email: string;
  emailVerified: boolean;
  /** The user's roles for this app's client (read, never enforced: spec §6). */
  roles: string[];
}

/** The claims of an access token this app reads (Keycloak's names). */
export interface AccessTokenClaims {
  sub?: string;
  name?: string;
  preferred_username?: string;
  email?: string;
  email_verified?: boolean;
  resource_access?: Record<string, { roles?: string[] } | undefined>;
}

export function userFromToken(claims: AccessTokenClaims, clientId: string): SignedInUser {
  return {
    id: claims.sub ?? '',
    displayName: claims.name ?? claims.preferred_username ?? claims.sub ?? '',
    email: claims.email ?? '',
    emailVerified: claims.email_verified === true,
    roles: [...(claims.resource_access?.[clientId]?.roles ?? [])],
  };
}
