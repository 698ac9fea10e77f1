import { TournamentStatus } from '../../../src/domain/enums';
import type { GamingEvent, OptInEvent } from '../../../src/domain/scoring';
import type { Db } from '../db/database';
import type { ChangedBoards } from '../live/boardAnnouncement';
import { writeBoardScores, type BoardPlayer, type BoardScore } from '../leaderboard/boardScores';
import { entryKey, lockAndReadPlayers, recordOptIns, recordScoredRoles, type ScoredRole, type StoredEntry } from './playerEntries';
import { playersWhoCouldScore, scorePlayer, storedPlayerState } from './playerScoring';
import { runningVersions, type RunningTournament } from './runningTournaments';

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

/** The running tournaments an event of the batch could score for, with the players who could score there. */
function scoringCandidates(running: RunningTournament[], events: readonly GamingEvent[]): Touched[] {
  return running.map((tournament) => ({ ...tournament, players: playersWhoCouldScore(tournament, events) })).filter((touched) => touched.players.size > 0);
}

/** One tournament's players after the batch, scored from their stored standings and entries. */
function scoreTournament(touched: Touched, byPlayer: Map<string, GamingEvent[]>, before: Map<string, BoardScore>, entries: Map<string, StoredEntry>) {
  const tournamentId = touched.tournament.id;
  const after: BoardScore[] = [];
  const roles: ScoredRole[] = [];
  for (const userId of touched.players) {
    const state = storedPlayerState(userId, before.get(userId), entries.get(entryKey(tournamentId, userId)));
    const { standing, newRoles } = scorePlayer(touched, state, before.get(userId), byPlayer.get(userId) ?? []);
    if (standing) after.push(standing);
    for (const role_id of newRoles) roles.push({ tournament_id: tournamentId, user_id: userId, role_id });
  }
  return { after, roles };
}

/** The running tournaments an event of the batch could score in (those overlapping its occurred_at range), as a query. */
export function runningDuring(batch: ReadonlyArray<{ occurred_at: number }>) {
  let [from, to] = [Infinity, -Infinity];
  for (const { occurred_at } of batch) [from, to] = [Math.min(from, occurred_at), Math.max(to, occurred_at)];
  return runningVersions(new Date(from), new Date(to));
}

/**
 * Scores the events a batch stored as new (spec §2), in the ingest's transaction: the boards of the running
 * tournaments, the roles that scored and the opt-ins change with the events, or not at all. The locks are held
 * from one statement that takes them all to the commit, and the statements in between do not grow with the
 * number of tournaments but one write per board. Each board that changed is announced within its write.
 */
export async function scoreNewEvents(trx: Db, changed: ChangedBoards, running: RunningTournament[], events: readonly GamingEvent[]): Promise<void> {
  if (events.length === 0) return;
  const ordered = [...events].sort(byOccurrence);
  const candidates = scoringCandidates(running, ordered);
  const players: BoardPlayer[] = candidates.flatMap((touched) => [...touched.players].map((user_id) => ({ tournament_id: touched.tournament.id, user_id })));
  const { locked, standings, entries } = await lockAndReadPlayers(
    trx,
    candidates.map((touched) => touched.tournament.id),
    players,
  );
  // Those still In Progress under the lock: completion may have ended one since it was read.
  const scorable = candidates.filter((touched) => locked.get(touched.tournament.id)?.status === TournamentStatus.InProgress);
  const byPlayer = eventsByPlayer(ordered);
  const roles: ScoredRole[] = [];
  for (const touched of scorable) {
    const tournamentId = touched.tournament.id;
    const before = standings.get(tournamentId) ?? new Map<string, BoardScore>();
    const scored = scoreTournament(touched, byPlayer, before, entries);
    await writeBoardScores(trx, tournamentId, before, scored.after, () => [changed.announcedWith(tournamentId)]);
    roles.push(...scored.roles);
  }
  await recordScoredRoles(trx, roles);
  // Last, after every tournament lock: it takes no lock on a tournament, and its row locks come in key order.
  await recordOptIns(
    trx,
    ordered.filter((event): event is OptInEvent => event.type === 'opt_in'),
  );
}
