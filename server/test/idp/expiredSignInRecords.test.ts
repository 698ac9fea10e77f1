import { purgeExpiredSignInRecords } from '../../src/idp/expiredSignInRecords';
import { ACCESS_TOKEN_SECONDS, SESSION_MAX_SECONDS, secondsFrom } from '../../src/idp/idpContext';
import { claimAttempt, THROTTLE_RULES } from '../../src/idp/signInThrottle';
import { useTestServer } from '../harness';
import { refreshTokens, signInWithSession } from './authorizationFlow';

describe('purging expired sign-in records', () => {
  const server = useTestServer();

  const count = async (table: 'idp_sessions' | 'idp_authorization_requests' | 'idp_refresh_tokens') =>
    Number((await server().ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const counts = async () => [await count('idp_sessions'), await count('idp_authorization_requests'), await count('idp_refresh_tokens')];

  it('keeps a live session, its code and refresh token, and deletes them all once the session has expired', async () => {
    const { tokens } = await signInWithSession(server());
    const live = await counts();
    expect(live.every((n) => n > 0)).toBe(true);

    expect(await purgeExpiredSignInRecords(server().ctx.db, new Date())).toBe(0);
    expect(await counts()).toEqual(live);

    const afterMaxLifetime = new Date(Date.now() + (SESSION_MAX_SECONDS + 1) * 1000);
    expect(await purgeExpiredSignInRecords(server().ctx.db, afterMaxLifetime)).toBeGreaterThan(0);
    expect(await counts()).toEqual([0, 0, 0]);
    expect((await refreshTokens(server(), tokens.refresh_token)).status).toBe(400);
  });

  it('deletes a session signed out of, with its tokens, once its access tokens have expired (until then they are refused)', async () => {
    const { tokens } = await signInWithSession(server());
    const endedAt = new Date();
    await server().ctx.db.updateTable('idp_sessions').set({ ended_at: endedAt }).where('id', '=', tokens.session_state).execute();
    await purgeExpiredSignInRecords(server().ctx.db, secondsFrom(endedAt, ACCESS_TOKEN_SECONDS - 1));
    expect(await count('idp_sessions')).toBe(1);
    await purgeExpiredSignInRecords(server().ctx.db, secondsFrom(endedAt, ACCESS_TOKEN_SECONDS));
    expect(await server().ctx.db.selectFrom('idp_refresh_tokens').select('jti').where('session_id', '=', tokens.session_state).execute()).toEqual([]);
    expect(await count('idp_sessions')).toBe(0);
  });

  it('deletes failure counts once their reset time has passed, per kind', async () => {
    const db = server().ctx.db;
    const failedAt = new Date();
    await claimAttempt(db, { kind: 'account', key: 'someone' }, failedAt);
    await claimAttempt(db, { kind: 'address', key: '203.0.113.7' }, failedAt);
    const kinds = async () =>
      (await db.selectFrom('idp_sign_in_throttle').select('kind').where('key', 'in', ['someone', '203.0.113.7']).orderBy('kind').execute()).map((row) => row.kind);

    await purgeExpiredSignInRecords(db, secondsFrom(failedAt, THROTTLE_RULES.address.forgetAfterSeconds - 1));
    expect(await kinds()).toEqual(['account', 'address']);
    await purgeExpiredSignInRecords(db, secondsFrom(failedAt, THROTTLE_RULES.address.forgetAfterSeconds));
    expect(await kinds()).toEqual(['account']);
    await purgeExpiredSignInRecords(db, secondsFrom(failedAt, THROTTLE_RULES.account.forgetAfterSeconds));
    expect(await kinds()).toEqual([]);
  });
});
