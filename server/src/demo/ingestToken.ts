/**
 * The demo platform's sign-in, as the operator's platform would do it: the OAuth 2.0 client-credentials grant at
 * the token endpoint (client_secret_basic), over HTTP, the token kept until shortly before it expires.
 */

export interface ClientCredentials {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** The platform's clock: when a token counts as about to expire. */
  clock: () => Date;
  fetch: typeof fetch;
}

export interface TokenSource {
  /** A token valid for a while yet: the kept one, or a new one. */
  token(signal: AbortSignal): Promise<string>;
  /** Drops the kept token (the API refused it), so the next call asks for a new one. */
  forget(): void;
}

/** Renew a minute before expiry, or halfway through a shorter lifetime. */
const RENEW_BEFORE_EXPIRY_S = 60;

export function clientCredentialsToken({ tokenUrl, clientId, clientSecret, clock, fetch }: ClientCredentials): TokenSource {
  let kept: { token: string; renewAt: number } | undefined;
  const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
  return {
    async token(signal) {
      if (kept && clock().getTime() < kept.renewAt) return kept.token;
      const response = await fetch(tokenUrl, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}` },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
        signal,
      });
      const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error_description?: string };
      if (!response.ok || !body.access_token) throw new Error(`the token endpoint answered ${response.status}${body.error_description ? `: ${body.error_description}` : ''}`);
      const lifetime = body.expires_in ?? 0;
      kept = { token: body.access_token, renewAt: clock().getTime() + Math.max(lifetime / 2, lifetime - RENEW_BEFORE_EXPIRY_S) * 1000 };
      return kept.token;
    },
    forget() {
      kept = undefined;
    },
  };
}
