/**
 * The running demo tournaments' boards as the sum of their events (engine spec §5): the seed stores the 14 days
 * of history in gaming_events, then computes each board from those events with the scoring rules (replay) plus
 * the board's manual adjustments, and loads the rows.
 */
import { sql, type Kysely } from 'kysely';
import { OptInCondition, TournamentStatus } from '../../../src/domain/enums';
import { BoardReplay, joinBoard, newPlayerState, type GamingEvent, type OptInEvent, type ScoringBooster } from '../../../src/domain/scoring';
import type { Tournament } from '../../../src/domain/tournament';
import { findBoosters } from '../boosters/boosterStore';
import type { Database } from '../db/schema';
import { recordAssignment, recordOptIns, recordScoredRoles } from '../engine/playerEntries';
import { standingOf } from '../engine/playerScoring';
import { wireEvent, type DemoPlayer } from './platformEvents';
import { EVENT_BATCH_MAX } from '../events/eventSchema';
import { storeNewEvents } from '../events/eventStore';
import type { BoardScore } from '../boards/boardScores';
import { recomputeRanks } from '../boards/ranks';
import { findTournaments } from '../tournaments/tournamentRepository';
import { eventHistory } from './eventHistory';
import { seedScoreAdjustments, type SeededAdjustment } from './leaderboards';
import { playerId } from './players';
import type { SeededTournament } from './tournaments';

/**
 * Boards up to this size are computed from events; a bigger flagship (`--players N`, the bench's million) keeps
 * the set-based synthetic rows: its history would grow by about 40 events per player (40 million rows for a
 * million), and storing them would make seeding take minutes instead of seconds.
 */
export const EVENT_HISTORY_MAX_PLAYERS = 2_000;

/** Whether the seed computes this tournament's board from events: a running one of a size its history can hold. */
export function hasEventHistory({ demo }: SeededTournament, now: Date): boolean {
  const { status, start_at, end_at } = demo.fields;
  return demo.leaderboard !== undefined && demo.leaderboard.size <= EVENT_HISTORY_MAX_PLAYERS && status === TournamentStatus.InProgress && start_at <= now && now < end_at;
}

export interface BoardHistory {
  tournament: Tournament;
  boosters: readonly ScoringBooster[];
  /** In occurred_at order. */
  events: readonly GamingEvent[];
  /** Players staff invited (an Invite Only tournament's), assigned at its start. */
  invited: readonly DemoPlayer[];
  adjustments: readonly SeededAdjustment[];
}

/**
 * The board after the events and the adjustments, each applied at its moment: the events up to an adjustment
 * first, then the adjustment, as live scoring would have seen them. Invited players are on it from the start.
 */
function finalBoard({ tournament, boosters, events, invited, adjustments }: BoardHistory): BoardReplay {
  const assignedAt = Date.parse(tournament.time_configuration.start);
  const board = new BoardReplay(
    tournament,
    boosters,
    invited.map((player) => joinBoard(newPlayerState(player.user_id, { assigned_at: assignedAt }), assignedAt)),
  );
  let next = 0;
  for (const adjustment of [...adjustments].sort((a, b) => a.adjusted_at.getTime() - b.adjusted_at.getTime())) {
    const at = adjustment.adjusted_at.getTime();
    let end = next;
    while (end < events.length && events[end].occurred_at <= at) end++;
    board.add(events.slice(next, end));
    next = end;
    board.adjust(adjustment.user_id, adjustment.score, at);
  }
  board.add(events.slice(next));
  return board;
}

/** The board's standings, named as the seed named its players. */
function standingsOf(board: BoardReplay, names: ReadonlyMap<string, string>): BoardScore[] {
  return [...board.states()].flatMap((state) => {
    const standing = standingOf(state);
    return standing ? [{ ...standing, user_name: names.get(state.user_id) ?? standing.user_name }] : [];
  });
}

/** Rows per insert: well below PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 5_000;

/** A bulk load, then the rank blocks cut from scratch. */
async function loadBoard(db: Kysely<Database>, tournamentId: number, standings: BoardScore[]): Promise<void> {
  for (let i = 0; i < standings.length; i += ROWS_PER_INSERT) {
    await db
      .insertInto('leaderboard_rows')
      .values(standings.slice(i, i + ROWS_PER_INSERT).map((row) => ({ tournament_id: tournamentId, ...row })))
      .execute();
  }
  await recomputeRanks(db, tournamentId);
}

async function playersOf(db: Kysely<Database>, { demo }: SeededTournament): Promise<DemoPlayer[]> {
  const { firstPlayer, size } = demo.leaderboard!;
  const ids = Array.from({ length: size }, (_, k) => playerId(firstPlayer + k));
  const rows = await db.selectFrom('players').select(['id', 'user_name']).where('id', '=', sql<string>`any(${ids}::text[])`).orderBy('id').execute();
  return rows.map((row) => ({ user_id: row.id, user_name: row.user_name }));
}

/** Stores the boards' 14 days of events and loads each board computed from them. */
export async function seedEventBoards(db: Kysely<Database>, boards: SeededTournament[], now: Date): Promise<void> {
  if (boards.length === 0) return;
  const tournaments = await findTournaments(db, (query) => query.where('id', '=', sql<number>`any(${boards.map((board) => board.id)}::int[])`).orderBy('id'));
  const byId = new Map<number, { board: SeededTournament; players: DemoPlayer[] }>();
  for (const board of boards) byId.set(board.id, { board, players: await playersOf(db, board) });
  // A player of one board may score on another (a round on an open tournament's game): names of all of them.
  const names = new Map([...byId.values()].flatMap(({ players }) => players.map((player) => [player.user_id, player.user_name])));
  const events = eventHistory(tournaments.map((tournament) => ({ tournament, players: byId.get(tournament.id)!.players })), now.getTime());
  for (let i = 0; i < events.length; i += EVENT_BATCH_MAX) await storeNewEvents(db, events.slice(i, i + EVENT_BATCH_MAX).map(wireEvent), 'when_it_happened');
  for (const tournament of tournaments) {
    const { board, players } = byId.get(tournament.id)!;
    const start = new Date(tournament.time_configuration.start);
    const adjustments = await seedScoreAdjustments(db, board.demo.leaderboard!, { tournamentId: tournament.id, start, lastComputed: now });
    const invited = tournament.opt_in_condition === OptInCondition.Invite ? players : [];
    const replayed = finalBoard({ tournament, boosters: await findBoosters(db, tournament.id), events, invited, adjustments });
    await loadBoard(db, tournament.id, standingsOf(replayed, names));
    await loadEngineState(db, tournament.id, start, invited, replayed);
  }
  await recordOptIns(db, events.filter((event): event is OptInEvent => event.type === 'opt_in'));
}

/** What the engine keeps beside the board, as live scoring would have left it: invitations and the roles that scored. */
async function loadEngineState(db: Kysely<Database>, tournamentId: number, start: Date, invited: readonly DemoPlayer[], board: BoardReplay) {
  for (const player of invited) await recordAssignment(db, tournamentId, player.user_id, start);
  const roles = [...board.states()].flatMap((state) => [...state.scored_roles].map((role_id) => ({ tournament_id: tournamentId, user_id: state.user_id, role_id })));
  await recordScoredRoles(db, roles);
}
