import { decodeJwt } from 'jose';
import { useTestServer } from '../harness';

describe('admin users', () => {
  let clock = new Date('2030-01-01T12:00:00Z');
  const server = useTestServer({ now: () => clock });
  let admin: { id: string; displayName: string };
  beforeAll(async () => {
    const claims = decodeJwt(await server().token());
    admin = { id: String(claims.sub), displayName: String(claims.name) };
  });

  const lastSeen = async (id: string) =>
    (await server().ctx.db.selectFrom('admin_users').select('last_seen').where('id', '=', id).executeTakeFirstOrThrow()).last_seen;

  describe('PUT /api/admin-users', () => {
    it('records the caller with the display name from the token and answers them', async () => {
      const response = await server().request('PUT', '/api/admin-users');

      expect(response.status).toBe(200);
      expect(response.json).toEqual(admin);
      expect(await lastSeen(admin.id)).toEqual(clock);
    });

    it('updates when the caller was last seen on a later sign-in', async () => {
      await server().request('PUT', '/api/admin-users');
      clock = new Date('2030-01-02T08:00:00Z');
      await server().request('PUT', '/api/admin-users');
      expect(await lastSeen(admin.id)).toEqual(clock);
    });

    it('answers 401 without a token', async () => {
      expect((await server().request('PUT', '/api/admin-users', { token: null })).status).toBe(401);
    });
  });

  describe('POST /api/admin-users', () => {
    it('answers the display names of the known ids, by id, leaving out unknown ones', async () => {
      await server().request('PUT', '/api/admin-users');
      await server().ctx.db.insertInto('admin_users').values([{ id: 'zz-jane', display_name: 'Jane Doe' }]).execute();

      const response = await server().request('POST', '/api/admin-users', { body: ['zz-jane', 'nobody', admin.id] });

      expect(response.status).toBe(200);
      expect(response.json).toEqual([admin, { id: 'zz-jane', displayName: 'Jane Doe' }]);
    });

    it('answers an empty list for no ids', async () => {
      expect((await server().request('POST', '/api/admin-users', { body: [] })).json).toEqual([]);
    });

    it.each([
      ['a single string', { body: 'admin' }],
      ['numbers', { body: [1, 2] }],
      ['an object', { body: { ids: ['admin'] } }],
      ['malformed JSON', { rawBody: '["admin"' }],
    ])('answers 400 for a body that is %s', async (_case, options) => {
      const response = await server().request('POST', '/api/admin-users', options);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: expect.any(String) });
    });

    it('answers 401 without a token', async () => {
      expect((await server().request('POST', '/api/admin-users', { body: [], token: null })).status).toBe(401);
    });
  });
});
