import { sql } from 'kysely';
import type { Db } from '../db/database';
import { recordAssignments } from '../engine/playerEntries';
import { writeBoardScores, type BoardScore } from '../boards/boardScores';
import { lockTournament } from '../boards/tournamentLock';
import type { ChangedBoards } from '../db/boardAnnouncement';
import { TournamentStatus } from '../../../src/domain/enums';
import { defineMessages } from '../../../src/i18n/defineMessages';
import { conflict } from '../http/errors';

const M = defineMessages({
  boardFinal: { id: 'server.players.boardFinal', defaultMessage: 'The tournament has ended: its leaderboard is final and takes no more players' },
});

/** Boards a player may join: a Draft's (staff invite before the start) and a running one's; an ended board is final. */
const TAKES_PLAYERS: ReadonlySet<number> = new Set([TournamentStatus.Draft, TournamentStatus.InProgress]);

/**
 * What inviting an id did: `invited`, a player the platform has sent joined the board now; `already_on_board`, the
 * id was on it before (seen or not); `not_seen`, the id joined the board now but the platform has never sent it;
 * `disqualified`, staff disqualified the player from this tournament (issue 28), so they did not join.
 */
export type InviteOutcome = 'invited' | 'already_on_board' | 'not_seen' | 'disqualified';
export const INVITE_OUTCOMES: readonly InviteOutcome[] = ['invited', 'already_on_board', 'not_seen', 'disqualified'];

/** True when the invitation put the player on the board now. */
export const joinedNow = (outcome: InviteOutcome): boolean => outcome === 'invited' || outcome === 'not_seen';

/** An invited id as stored once the invitation added it: its name (the id until the platform sends one). */
interface InvitedPlayer {
  id: string;
  user_name: string;
  seen: boolean;
  on_board: boolean;
  disqualified: boolean;
}

/**
 * Ids the platform has not sent become players not seen yet (decision 115), named by their id, so that staff can
 * invite a VIP before they play; the ingest marks them seen, and names them, when it first sends them.
 */
async function addUnseenPlayers(trx: Db, userIds: readonly string[]): Promise<void> {
  await sql`
    INSERT INTO players (id, user_name)
    SELECT id, id FROM unnest(${[...userIds]}::text[]) AS id ORDER BY id
    ON CONFLICT (id) DO NOTHING`.execute(trx);
}

/** The invited ids as stored, each on the board or not, and disqualified from the tournament or not (issue 28). */
async function readInvited(trx: Db, tournamentId: number, userIds: readonly string[]): Promise<InvitedPlayer[]> {
  const { rows } = await sql<InvitedPlayer>`
    SELECT player.id, player.user_name, player.first_seen_at IS NOT NULL AS seen, row.user_id IS NOT NULL AS on_board,
           EXISTS (SELECT FROM disqualified_players AS barred WHERE barred.tournament_id = ${tournamentId} AND barred.user_id = invited.id) AS disqualified
      FROM unnest(${[...userIds]}::text[]) AS invited (id)
      JOIN players AS player ON player.id = invited.id
      LEFT JOIN leaderboard_rows AS row ON row.tournament_id = ${tournamentId} AND row.user_id = invited.id`.execute(trx);
  return rows;
}

/** What the invitation does to a player not on the board: a disqualified one never joins it again. */
const outcomeOf = (player: InvitedPlayer): InviteOutcome => (player.disqualified ? 'disqualified' : player.seen ? 'invited' : 'not_seen');

/** A player joining a board with 0 points at `at`, their join time shown until a score changes. */
const joiningWithZero = ({ id, user_name }: InvitedPlayer, at: Date): BoardScore => ({ user_id: id, user_name, total_score: 0, computed: at, score_changed: false });

/**
 * Assigns the ids to the tournament as staff (PUT /api/tournaments/{id}/players/{playerId} for one, POST
 * /api/tournaments/{id}/players for up to 1,000): each assignment recorded (eligibility under Opt-In Required and
 * Invite Only counts from it), and each id not on the board yet joins it with score 0. Under the tournament's lock,
 * in the same few statements however many ids (404 when there is no such tournament, 409 when it has ended: its
 * board, and the prizes that follow it, are final). Answers an outcome per id, in
 * their order; an id given twice is already on the board the second time, if the first put it there.
 */
export async function invitePlayers(trx: Db, changed: ChangedBoards, tournamentId: number, userIds: readonly string[], now: Date): Promise<InviteOutcome[]> {
  const { status } = await lockTournament(trx, tournamentId);
  if (!TAKES_PLAYERS.has(status)) throw conflict(M.boardFinal);
  const distinct = [...new Set(userIds)];
  await recordAssignments(trx, tournamentId, distinct, now);
  await addUnseenPlayers(trx, distinct);
  const invited = await readInvited(trx, tournamentId, distinct);
  const notOnBoard = invited.filter((player) => !player.on_board);
  const joining = notOnBoard.filter((player) => !player.disqualified);
  await writeBoardScores(trx, tournamentId, new Map(), joining.map((player) => joiningWithZero(player, now)), () => [changed.announcedWith(tournamentId)]);
  const outcomes = new Map(notOnBoard.map((player): [string, InviteOutcome] => [player.id, outcomeOf(player)]));
  return userIds.map((userId) => {
    const outcome = outcomes.get(userId) ?? 'already_on_board';
    if (joinedNow(outcome)) outcomes.set(userId, 'already_on_board');
    return outcome;
  });
}

/** How many ids had each outcome. */
export function outcomeCounts(outcomes: readonly InviteOutcome[]): Record<InviteOutcome, number> {
  const counts = { invited: 0, already_on_board: 0, not_seen: 0, disqualified: 0 };
  for (const outcome of outcomes) counts[outcome]++;
  return counts;
}
