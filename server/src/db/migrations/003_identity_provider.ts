import { sql, type Kysely } from 'kysely';

/**
 * The embedded provider's state, so that a restart signs nobody out and instances can share it:
 * browser sessions (the cookie's secret only as a hash), authorization requests that become
 * single-use codes (stored as hashes), and the refresh tokens of each session for rotation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE idp_sessions (
      id text PRIMARY KEY,
      cookie_hash text NOT NULL UNIQUE,
      username text NOT NULL,
      created_at timestamptz NOT NULL,
      last_active_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      ended_at timestamptz
    )`.execute(db);

  await sql`
    CREATE TABLE idp_authorization_requests (
      id text PRIMARY KEY,
      client_id text NOT NULL,
      redirect_uri text NOT NULL,
      response_mode text NOT NULL,
      state text,
      nonce text,
      scope text NOT NULL,
      code_challenge text NOT NULL,
      expires_at timestamptz NOT NULL,
      session_id text REFERENCES idp_sessions (id) ON DELETE CASCADE,
      code_hash text UNIQUE,
      code_used_at timestamptz
    )`.execute(db);

  await sql`
    CREATE TABLE idp_refresh_tokens (
      jti text PRIMARY KEY,
      session_id text NOT NULL REFERENCES idp_sessions (id) ON DELETE CASCADE,
      issued_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX idp_refresh_tokens_session ON idp_refresh_tokens (session_id)`.execute(db);
}
