import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';

export async function boosterRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  void app;
  void ctx;
}
