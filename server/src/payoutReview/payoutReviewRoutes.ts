import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { disqualificationReasonError } from '../../../src/domain/payoutReview';
import { etagOf } from '../../../src/domain/versionTag';
import type { AppContext } from '../appContext';
import { badRequest } from '../http/errors';
import { IfMatchHeaders, parseIfMatch } from '../http/ifMatch';
import { TournamentIdParams } from '../http/inputSchemas';
import { errorResponses } from '../http/errorResponses';
import { completeDueTournaments } from '../tournaments/tournamentCompletion';
import { writerOf } from '../tournaments/tournamentWrites';
import { disqualifyPlayer } from './disqualification';
import { approvePayout } from './payoutApproval';
import { payoutReview } from './payoutReviewQueries';
import { DisqualificationBody, DisqualificationSchema, PayoutApprovalSchema, PayoutReviewSchema, ReviewQuery } from './payoutReviewSchemas';

const tags = ['Payout review'];

/**
 * Review before payout (issue 28), an extension beyond the spec ('payoutReview'): the review of a tournament's
 * prizes, disqualifying a player, approving a manual payout. Each runs the due completions first, as the
 * tournament's own calls do, so a tournament whose end has passed is reviewed as Completed.
 */
export async function payoutReviewRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/tournaments/:id/payout-review',
    {
      schema: {
        tags,
        summary: "A tournament's prizes for review: the board's prize ranks with each one's prize, their cost, the disqualified players",
        params: TournamentIdParams,
        querystring: ReviewQuery,
        response: { 200: PayoutReviewSchema, ...errorResponses(404) },
      },
    },
    async function readPayoutReview(request, reply) {
      await completeDueTournaments(ctx);
      const review = await payoutReview(ctx.db, request.params.id, request.query.take, request.query.skip);
      void reply.header('etag', etagOf(review.version));
      return review;
    },
  );

  app.post(
    '/api/tournaments/:id/disqualifications',
    {
      schema: {
        tags,
        summary: 'Disqualify a player, with a reason, while the tournament is In Progress or its prizes are in review',
        description:
          'The player leaves the board (the ranks below move up, the prizes follow them) and scores no more in this tournament; the review lists them with ' +
          'their score and rank then. 404 for a player not on the board; 409 outside those two states or for a player already disqualified.',
        params: TournamentIdParams,
        body: DisqualificationBody,
        response: { 200: DisqualificationSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async function disqualifyFromPrizes(request) {
      const reason = request.body.reason.trim();
      const refusal = disqualificationReasonError(reason);
      if (refusal) throw badRequest(refusal);
      await completeDueTournaments(ctx);
      const { id } = request.params;
      return disqualifyPlayer(ctx, { tournamentId: id, userId: request.body.user_id.trim(), reason, writer: writerOf(request.caller), at: ctx.now() });
    },
  );

  app.put(
    '/api/tournaments/:id/approve-payout',
    {
      schema: {
        tags,
        summary: 'Approve the prizes in review: they go to the outbox, exactly once',
        description:
          "409 when the tournament pays automatically, has not completed, or was approved already; with If-Match (the review's version), 412 when the review changed since.",
        params: TournamentIdParams,
        headers: IfMatchHeaders,
        response: { 200: PayoutApprovalSchema, ...errorResponses(404, 409, 412) },
      },
    },
    async function approvePrizes(request, reply) {
      await completeDueTournaments(ctx);
      const approval = await approvePayout(ctx.db, request.params.id, writerOf(request.caller), ctx.now(), parseIfMatch(request.headers['if-match']));
      void reply.header('etag', etagOf(approval.version));
      return approval;
    },
  );
}
