import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';

/** Spec §3 "Available bonus": what a tier can award, picked in the 'Select Bonus' dialog. */
const AvailableBonusSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  type: Type.Integer(),
  nominal_name: Type.String(),
  image_url: Type.String(),
  value: Type.Number(),
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
    async () => ctx.db.selectFrom('bonuses').select(['code', 'name', 'type', 'nominal_name', 'image_url', 'value']).orderBy('code').execute(),
  );
}
