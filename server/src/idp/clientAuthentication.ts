import { logFailedAttempt, refusalText } from './failedAttemptLog';
import { OAuthError } from './httpReplies';
import type { ConfidentialClient, IdpContext } from './idpContext';
import type { Params } from './requestParams';
import { secretsMatch } from './secrets';
import { attemptSucceeded, claimAttempt } from './signInThrottle';

/** Who asks for tokens: the console (a public client: no secret) or the ingest client, its secret checked. */
export type AuthenticatedClient = { kind: 'console' } | { kind: 'ingest'; client: ConfidentialClient };

interface PresentedCredentials {
  clientId?: string;
  /** The secret as it may be meant: empty when none was sent. */
  secretSpellings: string[];
}

const invalidClient = (description: string) => new OAuthError('invalid_client', description, 401);

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
  if (colon < 0) throw invalidClient('Malformed Basic credentials');
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
 * The ingest client's secret check, counted against the client like an account's password (signInThrottle kind
 * 'client'): a run of wrong secrets from anywhere locks it, a right one forgets them. Every failure is logged.
 */
async function authenticateIngestClient(ctx: IdpContext, address: string, secretSpellings: string[]): Promise<AuthenticatedClient> {
  const client = ctx.ingestClient;
  const throttle = { kind: 'client', key: client.id } as const;
  const claim = await claimAttempt(ctx.db, throttle, ctx.clock());
  if (!claim.allowed) {
    logFailedAttempt('token request', { address, client: client.id }, refusalText('client', claim));
    throw new OAuthError('temporarily_unavailable', `Too many failed client authentications: try again in ${claim.retryAfterSeconds} s`, 429, claim.retryAfterSeconds);
  }
  if (!matchesSecret(secretSpellings, client.secret)) {
    logFailedAttempt('token request', { address, client: client.id }, secretSpellings.length === 0 ? 'no client secret' : 'wrong client secret');
    throw invalidClient('Invalid client credentials');
  }
  await attemptSucceeded(ctx.db, throttle);
  return { kind: 'ingest', client };
}

/** Authenticates the client of a token request by client_secret_basic, client_secret_post, or as the public console. */
export async function authenticateClient(ctx: IdpContext, address: string, authorization: string | undefined, body: Params): Promise<AuthenticatedClient> {
  const { clientId, secretSpellings } = presentedCredentials(authorization, body);
  if (clientId === ctx.ingestClient.id) return authenticateIngestClient(ctx, address, secretSpellings);
  if (clientId === ctx.config.clientId) return { kind: 'console' };
  logFailedAttempt('token request', { address, client: clientId ?? '' }, 'unknown client');
  throw invalidClient('Unknown client');
}
