import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { TEXT_MAX_LENGTH } from '../../../src/domain/inputLimits';
import type { AppContext } from '../appContext';
import { SingleLineText } from '../http/inputSchemas';

/** A staff member as other screens show them (e.g. an outbox entry's sent_by). */
const AdminUserSchema = Type.Object({ id: Type.String(), displayName: Type.String() });
const MAX_IDS = 1000;
const tags = ['Users'];

export async function adminUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.put(
    '/api/admin-users',
    {
      schema: {
        tags,
        summary: 'Records the signed-in caller (called at sign-in) so their id can later be shown by name',
        response: { 200: AdminUserSchema },
      },
    },
    async function recordSignedInStaff(request) {
      const { id, displayName } = request.caller;
      const seen = { display_name: displayName, last_seen: ctx.now() };
      await ctx.db
        .insertInto('admin_users')
        .values({ id, ...seen })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(seen))
        .execute();
      return { id, displayName };
    },
  );

  api.post(
    '/api/admin-users',
    {
      schema: {
        tags,
        summary: 'Display names of the given user ids (a JSON array); unknown ids are left out',
        body: Type.Array(SingleLineText(TEXT_MAX_LENGTH.id), { maxItems: MAX_IDS }),
        response: { 200: Type.Array(AdminUserSchema) },
      },
    },
    async function readStaffNames(request) {
      if (request.body.length === 0) return [];
      return ctx.db
        .selectFrom('admin_users')
        .select(['id', 'display_name as displayName'])
        .where('id', 'in', request.body)
        .orderBy('id')
        .execute();
    },
  );
}
