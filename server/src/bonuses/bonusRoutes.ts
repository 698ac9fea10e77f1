import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { BONUS_STATUSES } from '../../../src/domain/bonusStatus';
import type { AppContext } from '../appContext';

/**
 * Spec §3 "Available bonus": what a tier can award, picked in the 'Select Bonus' dialog. `status` is beyond the
 * spec's fields (issue 27): whether the bonus system still credits it; spec clients ignore it.
 */
const AvailableBonusSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  type: Type.Integer(),
  nominal_name: Type.String(),
  image_url: Type.String(),
  value: Type.Number(),
  status: Type.Union(BONUS_STATUSES.map((status) => Type.Literal(status))),
});

export async function bonusRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/bonuses',
    {
      schema: {
        tags: ['Bonuses'],
        summary: 'The bonuses a tier can award, by code',
        response: { 200: Type.Array(AvailableBonusSchema) },
      },
    },
    async function readBonuses() {
      return ctx.db.selectFrom('bonuses').select(['code', 'name', 'type', 'nominal_name', 'image_url', 'value', 'status']).orderBy('code').execute();
    },
  );
}
