import type { Kysely } from 'kysely';
import { TOURNAMENT_STATUS_LABELS, TournamentStatus } from '../../../src/domain/enums';
import type { FieldError } from '../../../src/domain/tournamentValidation';
import type { Database } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { lockTournamentStatus } from './tournamentRepository';

/** The status rules of spec §4: only drafts change, publish is the only way out of Draft but cancel. */

export const tournamentNotFound = (id: number) => notFound(`Tournament ${id} not found`);

/** Locks the tournament for the rest of the transaction and checks it exists and is in `expected`. */
export async function lockTournamentIn(trx: Kysely<Database>, id: number, expected: TournamentStatus, refusal: string): Promise<void> {
  const status = await lockTournamentStatus(trx, id);
  if (status === undefined) throw tournamentNotFound(id);
  if (status !== expected) throw conflict(`${refusal}; tournament ${id} is ${TOURNAMENT_STATUS_LABELS[status as TournamentStatus]}`);
}

/** Locks a tournament that is about to be edited (its fields or its boosters): Draft only. */
export const lockDraft = (trx: Kysely<Database>, id: number) => lockTournamentIn(trx, id, TournamentStatus.Draft, 'Only draft tournaments can be edited');

/** The status an update of a draft leaves it in: Draft, or In Progress when the update publishes it. */
export function statusAfterUpdate(requested: TournamentStatus | undefined): TournamentStatus.Draft | TournamentStatus.InProgress {
  if (requested === undefined || requested === TournamentStatus.Draft) return TournamentStatus.Draft;
  if (requested === TournamentStatus.InProgress) return TournamentStatus.InProgress;
  throw badRequest('A draft can only be saved or published; cancel has its own call and completion happens at the end');
}

/** 400 with every error; the message is the first one's, as the console shows it. */
export function rejectIfInvalid(errors: FieldError[]): void {
  if (errors.length > 0) throw badRequest(errors[0].message, { errors });
}
