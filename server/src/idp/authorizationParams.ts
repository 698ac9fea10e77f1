import { SINGLE_LINE_PATTERN } from '../../../src/domain/textPatterns';
import type { Params } from './requestParams';

/**
 * Keycloak's bounds on an authorization request's parameters (OIDCProviderConfig: 4,000 characters for a standard
 * parameter, 255 for login_hint, a username), so that what a client may make the provider carry, echo and store
 * stays small (decision 122).
 */
export const MAX_PARAMETER_LENGTH = 4000;
const MAX_LENGTHS: Readonly<Record<string, number>> = { login_hint: 255 };

/** The parameters /auth reads: each one line of text, none longer than its bound. */
const READ_PARAMETERS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'prompt',
  'login_hint',
] as const;

// PostgreSQL's text refuses NUL: a parameter that reaches a row must not turn a sign-in into a 500.
const SINGLE_LINE = new RegExp(SINGLE_LINE_PATTERN, 'u');

/** RFC 7636 §4.2: an S256 challenge is the base64url SHA-256 of the verifier, 43 characters (Keycloak allows 43–128 of these). */
export const CODE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/** The first parameter of an authorization request that is too long or holds a control character, if any. */
export function unfitParameter(query: Params): string | undefined {
  return READ_PARAMETERS.find((name) => {
    const value = query[name];
    return value !== undefined && (value.length > (MAX_LENGTHS[name] ?? MAX_PARAMETER_LENGTH) || !SINGLE_LINE.test(value));
  });
}
