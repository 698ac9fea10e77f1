import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { AppContext } from '../appContext';
import { runningDuring, scoreNewEvents } from '../engine/eventScoring';
import { runningRules, type RulesCache } from '../engine/runningTournaments';
import type { GamingEvent as ScoringEvent } from '../../../src/domain/scoring';
import { changingBoards } from '../live/boardAnnouncement';
import { SentPlayers } from '../players/sentPlayers';
import { eventBatchRefusal } from './eventBatchRefusal';
import { EventBatchErrorSchema, EventBatchResultSchema, EventBatchSchema, toScoringEvent } from './eventSchema';
import { storeNewEvents } from './eventStore';

/**
 * Room for 10,000 events of about 2 KB each: honest events are a few hundred bytes, and a batch of the most
 * a schema allows (every text 128 escaped characters) is refused with 413 before it is parsed.
 */
const EVENT_BATCH_BODY_LIMIT = 20 * 1024 * 1024;

/** The events stored now, for scoring: each new id's first occurrence in the batch (the one the store kept). */
function newEvents(batch: ScoringEvent[], storedIds: string[]) {
  const unscored = new Set(storedIds);
  return batch.filter((event) => unscored.delete(event.id));
}

/** Spec §1: the operator's platform posts gaming events; only the ingest client's token may. Stored and scored in one transaction. */
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
          '(rules of the engine spec §2) in the same transaction: when the answer comes, the leaderboards show them. Call with a client-credentials token of the ingest client.',
        security: [{ bearer: [] }],
        body: EventBatchSchema,
        response: { 200: EventBatchResultSchema, 400: EventBatchErrorSchema },
      },
    },
    async (request) => {
      if (request.validationError) throw eventBatchRefusal(request.validationError.validation as FastifySchemaValidationError[]);
      const events = request.body;
      const scoring = events.map(toScoringEvent);
      const stored = await changingBoards(ctx, async (trx, changed) => {
        // The running tournaments are read in the statement that stores the events (the whole batch's range).
        const { ids, alongside: running } = await storeNewEvents(trx, events, runningDuring(scoring));
        await scoreNewEvents(trx, changed, await runningRules(trx, rules, running), newEvents(scoring, ids));
        await players.record(trx, newEvents(scoring, ids));
        return ids;
      });
      return { accepted: stored.length, duplicates: events.length - stored.length };
    },
  );
}
