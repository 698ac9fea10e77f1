import { TournamentStatus } from '../../../src/domain/enums';
import type { GamingEvent, OptInEvent } from '../../../src/domain/scoring';
import type { Db } from '../db/database';
import { readBoardScores, writeBoardScores, type BoardScore } from '../leaderboard/boardScores';
import { lockTournament } from '../leaderboard/tournamentLock';
import { entryKey, readEntries, recordOptIns, recordScoredRoles, type ScoredRole, type StoredEntry } from './playerEntries';
import { playersWhoCouldScore, scorePlayer, storedPlayerState } from './playerScoring';
import { findRunningTournaments, type RulesCache, type RunningTournament } from './runningTournaments';

/** Spec §2's processing order: occurred_at, then id (so a batch and its replay score alike). */
const byOccurrence = (a: GamingEvent, b: GamingEvent) => a.occurred_at - b.occurred_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function eventsByPlayer(events: readonly GamingEvent[]): Map<string, GamingEvent[]> {
  const byPlayer = new Map<string, GamingEvent[]>();
  for (const event of events) {
    const own = byPlayer.get(event.user_id);
    if (own) own.push(event);
    else byPlayer.set(event.user_id, [event]);
  }
  return byPlayer;
}

interface Touched extends RunningTournament {
  players: Set<string>;
}

/**
 * Locks, in ascending id order (the order every writer of a board takes its locks, so batches, adjustments
 * and completion never deadlock), the tournaments an event of the batch could score for, and keeps those
 * still In Progress under the lock: completion may have ended one since it was read.
 */
async function lockScorable(trx: Db, running: RunningTournament[], events: readonly GamingEvent[]): Promise<Touched[]> {
  const scorable: Touched[] = [];
  for (const tournament of running) {
    const players = playersWhoCouldScore(tournament, events);
    if (players.size === 0) continue;
    const { status } = await lockTournament(trx, tournament.tournament.id);
    if (status === TournamentStatus.InProgress) scorable.push({ ...tournament, players });
  }
  return scorable;
}

/** One tournament's board after the batch: read, scored per player, written once. Returns the roles that scored. */
async function scoreTournament(trx: Db, touched: Touched, byPlayer: Map<string, GamingEvent[]>, entries: Map<string, StoredEntry>): Promise<ScoredRole[]> {
  const tournamentId = touched.tournament.id;
  const before = await readBoardScores(trx, tournamentId, [...touched.players]);
  const after: BoardScore[] = [];
  const roles: ScoredRole[] = [];
  for (const userId of touched.players) {
    const state = storedPlayerState(userId, before.get(userId), entries.get(entryKey(tournamentId, userId)));
    const { standing, newRoles } = scorePlayer(touched, state, before.get(userId), byPlayer.get(userId) ?? []);
    if (standing) after.push(standing);
    for (const role_id of newRoles) roles.push({ tournament_id: tournamentId, user_id: userId, role_id });
  }
  await writeBoardScores(trx, tournamentId, before, after);
  return roles;
}

/**
 * Scores the events a batch stored as new (spec §2), in the ingest's transaction: the boards of the running
 * tournaments, the roles that scored and the opt-ins change with the events, or not at all. A constant number of
 * statements per batch and per tournament it changes; a tournament none of the events can score for is neither
 * locked nor read. Returns the ids of the tournaments it scored for (their boards changed).
 */
export async function scoreNewEvents(trx: Db, rules: RulesCache, events: readonly GamingEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  const ordered = [...events].sort(byOccurrence);
  const running = await findRunningTournaments(trx, rules, new Date(ordered[0].occurred_at), new Date(ordered[ordered.length - 1].occurred_at));
  const scorable = await lockScorable(trx, running, ordered);
  const byPlayer = eventsByPlayer(ordered);
  const players = new Set(scorable.flatMap((touched) => [...touched.players]));
  const entries = await readEntries(
    trx,
    scorable.map((touched) => touched.tournament.id),
    [...players],
  );
  const roles: ScoredRole[] = [];
  for (const touched of scorable) roles.push(...(await scoreTournament(trx, touched, byPlayer, entries)));
  await recordScoredRoles(trx, roles);
  // Last, after every tournament lock: it takes no lock on a tournament, and its row locks come in key order.
  await recordOptIns(
    trx,
    ordered.filter((event): event is OptInEvent => event.type === 'opt_in'),
  );
  return scorable.map((touched) => touched.tournament.id);
}
