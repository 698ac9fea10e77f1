import type { FastifyInstance } from 'fastify';
import type { AppContext } from './appContext';
import { adminUserRoutes } from './adminUsers/adminUserRoutes';
import { bonusRoutes } from './bonuses/bonusRoutes';
import { eventRoutes } from './ingest/eventRoutes';
import { boosterRoutes } from './boosters/boosterRoutes';
import { gameRoutes } from './games/gameRoutes';
import { historyRoutes } from './history/historyRoutes';
import { leaderboardRoutes } from './leaderboard/leaderboardRoutes';
import { liveRoutes } from './live/liveRoutes';
import { playerRoutes } from './leaderboard/playerRoutes';
import { outboxRoutes } from './outbox/outboxRoutes';
import { seriesRoutes } from './series/seriesRoutes';
import { payoutReviewRoutes } from './payoutReview/payoutReviewRoutes';
import { resultsRoutes } from './results/resultsRoutes';
import { simulateRoutes } from './simulate/simulateRoutes';
import { tournamentRoutes } from './tournaments/tournamentRoutes';

/** The REST API of spec §7 and the engine's ingest (tournament-engine §1), one module per domain. */
export async function apiRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const routes of [tournamentRoutes, leaderboardRoutes, playerRoutes, gameRoutes, bonusRoutes, outboxRoutes, boosterRoutes, adminUserRoutes, eventRoutes, liveRoutes, simulateRoutes, historyRoutes, payoutReviewRoutes]) {
    await routes(app, ctx);
  }
  await seriesRoutes(app, ctx);
  await resultsRoutes(app, ctx);
}
