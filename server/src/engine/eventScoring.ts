import { TournamentStatus } from '../../../src/domain/enums';
import { BoardReplay, type GamingEvent, type OptInEvent } from '../../../src/domain/scoring';
import type { Db } from '../db/database';
import type { GamingEvent as WireEvent } from '../events/eventSchema';
import { newEventsInsert } from '../events/eventStore';
import type { ChangedBoards } from '../db/boardAnnouncement';
import { writeBoards, type BoardChange, type BoardPlayer, type BoardScore } from '../boards/boardScores';
import { entryKey, lockStoreAndRead, optInsInsert, scoredRolesInsert, type ScoredRole, type StoredEntry, type StoredPlayers } from './playerEntries';
import { playersWhoCouldScore, standingOf, storedPlayerState } from './playerScoring';
import { runningVersions, type RunningTournament } from './runningTournaments';

/** Spec §2's processing order: occurred_at, then id (so a batch and its replay score alike). */
export const byOccurrence = (a: GamingEvent, b: GamingEvent) => a.occurred_at - b.occurred_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

interface Touched extends RunningTournament {
  players: Set<string>;
}

/** The running tournaments an event of the batch could score for, with the players who could score there. */
function scoringCandidates(running: RunningTournament[], events: readonly GamingEvent[]): Touched[] {
  return running.map((tournament) => ({ ...tournament, players: playersWhoCouldScore(tournament, events) })).filter((touched) => touched.players.size > 0);
}

/**
 * One tournament's players after the batch: their stored states, then their new events in processing order through
 * the rules (BoardReplay, as Simulate replays them). A player joins the board with the first event that counts for
 * them; the roles that scored now are those the stored entry did not have. A player staff disqualified (issue 28)
 * is left out: their events score nothing here any more.
 */
function scoreTournament(touched: Touched, events: readonly GamingEvent[], before: Map<string, BoardScore>, { entries, names, disqualified }: Omit<StoredPlayers, 'standings'>) {
  const tournamentId = touched.tournament.id;
  const players = new Set([...touched.players].filter((userId) => !disqualified.has(entryKey(tournamentId, userId))));
  const stored = new Map<string, StoredEntry | undefined>();
  const board = new BoardReplay(
    touched.tournament,
    touched.boosters,
    [...players].map((userId) => {
      const entry = entries.get(entryKey(tournamentId, userId));
      stored.set(userId, entry);
      return storedPlayerState(userId, before.get(userId), entry, names.get(userId));
    }),
  );
  board.add(events.filter((event) => players.has(event.user_id)));
  const after: BoardScore[] = [];
  const roles: ScoredRole[] = [];
  for (const state of board.states()) {
    const standing = standingOf(state);
    if (standing) after.push(standing);
    const scoredBefore = stored.get(state.user_id)?.scored_roles;
    for (const role_id of state.scored_roles) if (!scoredBefore?.has(role_id)) roles.push({ tournament_id: tournamentId, user_id: state.user_id, role_id });
  }
  return { after, roles };
}

/** The running tournaments an event of the batch could score in (those overlapping its occurred_at range), as a query. */
export function runningDuring(batch: ReadonlyArray<{ occurred_at: number }>) {
  let [from, to] = [Infinity, -Infinity];
  for (const { occurred_at } of batch) [from, to] = [Math.min(from, occurred_at), Math.max(to, occurred_at)];
  return runningVersions(new Date(from), new Date(to));
}

/** The events stored now, for scoring: each new id's first occurrence in the batch (the one the store kept). */
function newEvents(batch: readonly GamingEvent[], storedIds: readonly string[]): GamingEvent[] {
  const unscored = new Set(storedIds);
  return batch.filter((event) => unscored.delete(event.id));
}

/**
 * Stores a batch and scores the events it stored as new (spec §2), in the ingest's transaction: the boards of the
 * running tournaments, the roles that scored and the opt-ins change with the events, or not at all. The locks of the
 * tournaments an event of the batch could score in are taken first, with the statement that stores the batch (its
 * received_at the moment they were held, the order Simulate replays batches in); they are held to the commit, which
 * follows one more statement however many tournaments: it writes every board, announces each that changed, and
 * records the roles and opt-ins. Answers the events stored, in batch order.
 */
export async function storeAndScoreEvents(
  trx: Db,
  changed: ChangedBoards,
  running: RunningTournament[],
  batch: WireEvent[],
  events: readonly GamingEvent[],
): Promise<GamingEvent[]> {
  const candidates = scoringCandidates(running, events);
  const players: BoardPlayer[] = candidates.flatMap((touched) => [...touched.players].map((user_id) => ({ tournament_id: touched.tournament.id, user_id })));
  const { locked, standings, entries, names, disqualified, ids } = await lockStoreAndRead(
    trx,
    candidates.map((touched) => touched.tournament.id),
    players,
    (receivedAt) => newEventsInsert(batch, receivedAt),
  );
  const stored = newEvents(events, ids);
  const ordered = [...stored].sort(byOccurrence);
  // Those still In Progress under the lock: completion may have ended one since it was read.
  const scorable = candidates.filter((touched) => locked.get(touched.tournament.id)?.status === TournamentStatus.InProgress);
  const scored = scorable.map((touched) => {
    const tournamentId = touched.tournament.id;
    const before = standings.get(tournamentId) ?? new Map<string, BoardScore>();
    const { after, roles } = scoreTournament(touched, ordered, before, { entries, names, disqualified });
    const board: BoardChange = { tournamentId, before, after, alongside: () => [changed.announcedWith(tournamentId)] };
    return { board, roles };
  });
  // Every board, the roles that scored and the opt-ins in one statement, under the locks since the first one (its
  // opt-ins take no tournament lock, and their row locks come in key order).
  const roles = scoredRolesInsert(scored.flatMap((tournament) => tournament.roles));
  const optIns = optInsInsert(ordered.filter((event): event is OptInEvent => event.type === 'opt_in'));
  await writeBoards(
    trx,
    scored.map((tournament) => tournament.board),
    [roles, optIns].filter((write) => write !== undefined),
  );
  return stored;
}
