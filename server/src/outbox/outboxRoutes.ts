import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { defineMessages } from '../../../src/i18n/defineMessages';
import type { Db } from '../db/database';
import { TOURNAMENT_MESSAGES } from '../http/tournamentMessages';
import { writerOf } from '../tournaments/tournamentWrites';
import { badGateway, conflict, notFound } from '../http/errors';
import { RowId } from '../http/inputSchemas';
import { serverText } from '../http/serverText';
import { FailedEntrySchema, OutboxEntrySchema, toOutboxEntry } from './outboxEntry';
import { TEXT_MAX_LENGTH } from '../../../src/domain/inputLimits';
import { SingleLineText } from '../http/inputSchemas';
import { replaceBonusCode } from './codeReplacement';
import { claimEntry, sendClaimedEntry } from './entrySending';
import { OUTBOX_MESSAGES } from './outboxMessages';

const tags = ['Bonus outbox'];
const M = defineMessages({
  /** The gateway's error is its own words. */
  sendingFailed: { id: 'server.outbox.sendingFailed', defaultMessage: 'Sending bonus failed: {error}' },
});

/** Why a person's send could not claim the entry. */
async function claimRefusal(db: Db, id: number) {
  const entry = await db.selectFrom('bonus_outbox').select('sent').where('id', '=', id).executeTakeFirst();
  if (!entry) return notFound(OUTBOX_MESSAGES.entryNotFound);
  return conflict(entry.sent ? OUTBOX_MESSAGES.alreadySent : OUTBOX_MESSAGES.beingSent);
}

/** Spec §4 "failed": not sent and at least one failed attempt, whether or not automatic retries remain. */
function failedEntries(db: Db) {
  return db.selectFrom('bonus_outbox').where('sent', 'is', null).where('send_failures', '>', 0);
}

export async function outboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/bonus-outbox/tournament/:id',
    {
      schema: {
        tags,
        summary: "A tournament's outbox entries, by rank",
        params: Type.Object({ id: RowId() }),
        response: { 200: Type.Array(OutboxEntrySchema) },
      },
    },
    async function readTournamentOutbox(request) {
      const tournament = await ctx.db.selectFrom('tournaments').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!tournament) throw notFound(TOURNAMENT_MESSAGES.notFound);
      const rows = await ctx.db.selectFrom('bonus_outbox').selectAll().where('tournament_id', '=', tournament.id).orderBy('rank').execute();
      return rows.map(toOutboxEntry);
    },
  );

  api.get(
    '/api/bonus-outbox/failed',
    {
      schema: {
        tags,
        summary: "Entries not sent after at least one failure, newest created first, each with its tournament's title",
        response: { 200: Type.Array(FailedEntrySchema) },
      },
    },
    async function readFailedEntries() {
      const rows = await failedEntries(ctx.db)
        .innerJoin('tournaments', 'tournaments.id', 'bonus_outbox.tournament_id')
        .selectAll('bonus_outbox')
        .select('tournaments.title as tournament_title')
        .orderBy('bonus_outbox.created', 'desc')
        .orderBy('bonus_outbox.id', 'desc')
        .execute();
      return rows.map((row) => ({ ...toOutboxEntry(row), tournament_title: row.tournament_title }));
    },
  );

  api.get(
    '/api/bonus-outbox/failed/count',
    { schema: { tags, summary: 'How many entries /failed lists', response: { 200: Type.Integer() } } },
    async function countFailedEntries() {
      const { count } = await failedEntries(ctx.db)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return count;
    },
  );

  api.put(
    '/api/bonus-outbox/sent',
    {
      schema: {
        tags,
        summary: 'Sends one entry now; the body is the entry (only its id is read)',
        body: Type.Object({ id: RowId() }, { additionalProperties: true }),
        response: { 200: OutboxEntrySchema },
      },
    },
    async function sendEntryNow(request) {
      const claimed = await claimEntry(ctx, request.body.id);
      if (!claimed) throw await claimRefusal(ctx.db, request.body.id);
      const outcome = await sendClaimedEntry(ctx, claimed, writerOf(request.caller));
      if (outcome.status === 'overtaken') throw conflict(OUTBOX_MESSAGES.beingSent);
      // The failure is recorded (committed) before the refusal.
      if (outcome.status === 'failed') throw badGateway(serverText(M.sendingFailed, { error: outcome.error }));
      return toOutboxEntry(outcome.entry);
    },
  );

  api.put(
    '/api/bonus-outbox/:id/bonus-code',
    {
      schema: {
        tags,
        summary: 'Gives a failed entry whose bonus can no longer be sent another bonus, recorded in History (beyond the spec, issue 27)',
        params: Type.Object({ id: RowId() }),
        body: Type.Object({ bonus_code: SingleLineText(TEXT_MAX_LENGTH.id, { minLength: 1 }) }),
        response: { 200: OutboxEntrySchema },
      },
    },
    async function giveAnotherBonusCode(request) {
      const entry = await replaceBonusCode(ctx.db, request.params.id, request.body.bonus_code, writerOf(request.caller), ctx.now());
      return toOutboxEntry(entry);
    },
  );
}
