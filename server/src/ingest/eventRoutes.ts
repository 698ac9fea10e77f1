import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { AppContext } from '../appContext';
import type { GamingEvent } from '../../../src/domain/scoring';
import { runningDuring, storeAndScoreEvents } from '../engine/eventScoring';
import { runningRules, type RulesCache } from '../engine/runningTournaments';
import { transactionRuns } from '../engine/transactionRuns';
import { changingBoards } from '../db/boardAnnouncement';
import { SentPlayers } from '../players/sentPlayers';
import { eventBatchRefusal } from './eventBatchRefusal';
import { EventBatchErrorSchema, EventBatchResultSchema, EventBatchSchema, toScoringEvent } from '../events/eventSchema';

/**
 * Room for 10,000 events of about 2 KB each: honest events are a few hundred bytes, and a batch of the most
 * a schema allows (every text 128 escaped characters) is refused with 413 before it is parsed.
 */
const EVENT_BATCH_BODY_LIMIT = 20 * 1024 * 1024;

/**
 * Events stored and scored in one transaction on the embedded database, whose one connection a transaction holds
 * until it commits: a read waits for at most one such run (readsFirst.ts), not for a whole batch of up to 10,000.
 * On PostgreSQL reads do not wait for the ingest, and a batch is one transaction.
 */
export const EMBEDDED_EVENTS_PER_TRANSACTION = 250;

/**
 * Spec §1: the operator's platform posts gaming events; only the ingest client's token may. Validated whole, then
 * stored and scored in one transaction (on the embedded database, one per run of EMBEDDED_EVENTS_PER_TRANSACTION).
 */
export async function eventRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const rules: RulesCache = new Map();
  const players = new SentPlayers();

  app.post(
    '/api/events',
    {
      config: { caller: 'ingest' },
      bodyLimit: EVENT_BATCH_BODY_LIMIT,
      // The route words the refusal itself, naming the bad event's index.
      attachValidation: true,
      schema: {
        tags: ['Events'],
        summary: 'Post a batch of 1 to 10,000 gaming events (the ingest client only): all stored, or none if one is malformed',
        description:
          'Idempotent by event id: an id seen before (kept at least 35 days) is counted in `duplicates` and changes nothing. ' +
          'A well-formed event that scores nothing is accepted and stored. The new events score for the In Progress tournaments ' +
          '(rules of the engine spec §2) in the same transaction: when the answer comes, the leaderboards show them. On the embedded database a batch ' +
          `is stored and scored in runs of ${EMBEDDED_EVENTS_PER_TRANSACTION} events in the order they happened, each its own transaction: when no answer comes ` +
          '(the server stopped), post the batch again, and the events stored before count as duplicates. Call with a client-credentials token of the ingest client.',
        security: [{ bearer: [] }],
        body: EventBatchSchema,
        response: { 200: EventBatchResultSchema, 400: EventBatchErrorSchema },
      },
    },
    async function ingestEvents(request) {
      if (request.validationError) throw eventBatchRefusal(request.validationError.validation as FastifySchemaValidationError[]);
      const events = request.body;
      const perTransaction = ctx.database.embedded ? EMBEDDED_EVENTS_PER_TRANSACTION : events.length;
      const stored: GamingEvent[] = [];
      for (const run of transactionRuns(events, events.map(toScoringEvent), perTransaction)) {
        const fresh = await changingBoards({ db: ctx.database.afterReads, liveBoards: ctx.liveBoards }, async (trx, changed) => {
          const { rows: running } = await runningDuring(run.events).execute(trx);
          return storeAndScoreEvents(trx, changed, await runningRules(trx, rules, running), run.batch, run.events);
        });
        stored.push(...fresh);
      }
      // After the commit, outside the tournament locks every other batch waits for (decision 137).
      await players.record(ctx.database.afterReads, stored);
      return { accepted: stored.length, duplicates: events.length - stored.length };
    },
  );
}
