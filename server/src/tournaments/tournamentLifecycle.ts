import type { Kysely } from 'kysely';
import { TOURNAMENT_STATUS_LABELS, TournamentStatus } from '../../../src/domain/enums';
import type { FieldError } from '../../../src/domain/tournamentValidation';
import type { MessageDescriptor } from '../../../src/i18n/text';
import type { Database } from '../db/schema';
import { badRequest, conflict, invalidFields, notFound, preconditionFailed } from '../http/errors';
import { ifMatchAccepts, type IfMatch } from '../http/ifMatch';
import { serverText } from '../http/serverText';
import { TOURNAMENT_MESSAGES } from '../http/tournamentMessages';
import { lockTournamentState, type TournamentState } from './tournamentRepository';

/** The status rules of spec §4: only drafts change, publish is the only way out of Draft but cancel. */

const M = TOURNAMENT_MESSAGES;

export const tournamentNotFound = (id: number) => notFound(serverText(M.idNotFound, { id }));

/** '2026-11-25 08:01:02 UTC': when a 412 says the tournament changed. */
const utcTime = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/**
 * 412 when If-Match names another version than the locked one: nothing is written, and the body says who wrote
 * the current version and when, which the console's conflict dialog shows.
 */
function rejectIfStale(id: number, state: TournamentState, ifMatch: IfMatch | undefined): void {
  if (!ifMatch || ifMatchAccepts(ifMatch, state.version)) return;
  // The writer's name is data, as changed_by says it (the server's own writes included).
  throw preconditionFailed(serverText(M.stale, { id, name: state.updated_by_name, at: utcTime(state.updated_at) }), {
    version: state.version,
    changed_by: state.updated_by_name,
    changed_by_id: state.updated_by_id,
    changed_at: state.updated_at.toISOString(),
  });
}

/**
 * Locks the tournament for the rest of the transaction and checks it exists and, when If-Match came, that it
 * is still that version (RFC 9110 §13.2.2: the precondition before the status rules, so a stale writer hears
 * who changed it rather than that it is no longer a draft).
 */
export async function lockTournament(trx: Kysely<Database>, id: number, ifMatch?: IfMatch): Promise<TournamentState> {
  const state = await lockTournamentState(trx, id);
  if (!state) throw tournamentNotFound(id);
  rejectIfStale(id, state, ifMatch);
  return state;
}

/** lockTournament, and 409 unless the tournament is in `expected`. */
export async function lockTournamentIn(trx: Kysely<Database>, id: number, expected: TournamentStatus, refusal: MessageDescriptor, ifMatch?: IfMatch): Promise<void> {
  const { status } = await lockTournament(trx, id, ifMatch);
  if (status !== expected) throw conflict(serverText(M.wrongStatus, { refusal, id, status: TOURNAMENT_STATUS_LABELS[status as TournamentStatus] }));
}

/** Locks a tournament that is about to be edited (its fields or its boosters): Draft only. */
export const lockDraft = (trx: Kysely<Database>, id: number, ifMatch?: IfMatch) =>
  lockTournamentIn(trx, id, TournamentStatus.Draft, M.onlyDraftsEdited, ifMatch);

/** The status an update of a draft leaves it in: Draft, or In Progress when the update publishes it. */
export function statusAfterUpdate(requested: TournamentStatus | undefined): TournamentStatus.Draft | TournamentStatus.InProgress {
  if (requested === undefined || requested === TournamentStatus.Draft) return TournamentStatus.Draft;
  if (requested === TournamentStatus.InProgress) return TournamentStatus.InProgress;
  throw badRequest(M.draftSavedOrPublished);
}

/** 400 with every error (put into words in the request's language); the message is the first one's, as the console shows it. */
export function rejectIfInvalid(errors: FieldError[]): void {
  const refusal = invalidFields(errors);
  if (refusal) throw refusal;
}
