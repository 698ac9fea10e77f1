import { OAuthError } from './httpReplies';
import type { ConfidentialClient, IdpContext } from './idpContext';
import type { Params } from './requestParams';
import { secretsMatch } from './secrets';

/** Who asks for tokens: the console (a public client: no secret) or the ingest client, its secret checked. */
export type AuthenticatedClient = { kind: 'console' } | { kind: 'ingest'; client: ConfidentialClient };

interface PresentedCredentials {
  clientId?: string;
  /** The secret as it may be meant: empty when none was sent. */
  secretSpellings: string[];
}

/** A client that failed to authenticate: the answer is invalid_client, and `outcome` what the log says of it. */
export class ClientAuthenticationFailure extends OAuthError {
  constructor(
    readonly client: string,
    readonly outcome: string,
    description: string,
  ) {
    super('invalid_client', description, 401);
  }
}

/** A form-urlencoded part of the Basic header (RFC 6749 §2.3.1), or the text itself where it is not encoded. */
function formDecoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** client_secret_basic or client_secret_post; never both at once (RFC 6749 §2.3). */
function presentedCredentials(authorization: string | undefined, body: Params): PresentedCredentials {
  const basic = /^Basic\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!basic) return { clientId: body.client_id, secretSpellings: body.client_secret === undefined ? [] : [body.client_secret] };
  if (body.client_secret !== undefined) throw new OAuthError('invalid_request', 'Use one client authentication method, not two');
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new OAuthError('invalid_client', 'Malformed Basic credentials', 401);
  const clientId = formDecoded(decoded.slice(0, colon));
  if (body.client_id !== undefined && body.client_id !== clientId) throw new OAuthError('invalid_request', 'client_id differs from the Basic credentials');
  // Keycloak form-decodes the secret; clients such as `curl -u` send it as it is: either spelling may match.
  const raw = decoded.slice(colon + 1);
  return { clientId, secretSpellings: [raw, formDecoded(raw)] };
}

function matchesSecret(spellings: string[], expected: string): boolean {
  // Every spelling is compared, so the time taken says nothing about which one came close.
  return spellings.map((spelling) => secretsMatch(spelling, expected)).includes(true);
}

/**
 * The ingest client's secret check, with no throttle in front of it: the secret is long and random, so a right one
 * is never made to wait, and the token endpoint counts wrong ones against their address (decision 117).
 */
function authenticateIngestClient(ctx: IdpContext, secretSpellings: string[]): AuthenticatedClient {
  const client = ctx.ingestClient;
  if (matchesSecret(secretSpellings, client.secret)) return { kind: 'ingest', client };
  throw new ClientAuthenticationFailure(client.id, secretSpellings.length === 0 ? 'no client secret' : 'wrong client secret', 'Invalid client credentials');
}

/** Authenticates the client of a token request by client_secret_basic, client_secret_post, or as the public console. */
export function authenticateClient(ctx: IdpContext, authorization: string | undefined, body: Params): AuthenticatedClient {
  const { clientId, secretSpellings } = presentedCredentials(authorization, body);
  if (clientId === ctx.ingestClient.id) return authenticateIngestClient(ctx, secretSpellings);
  if (clientId === ctx.config.clientId) return { kind: 'console' };
  throw new ClientAuthenticationFailure(clientId ?? '', 'unknown client', 'Unknown client');
}
