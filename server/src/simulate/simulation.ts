/**
 * Engine spec §4: the stored events of a window through a tournament's rules, as if it had run then. Reads the
 * events a page at a time, in the order the ingest processed them, and has its scoring thread score them in
 * memory (scoringThread.ts); stores nothing.
 */
import { parseTimestamp } from '../../../src/domain/dates';
import { OptInCondition, TournamentStatus } from '../../../src/domain/enums';
import { boosterLeavesScoresUnchanged, newPlayerState, type PlayerState, type ScoringBooster, type ScoringTournament } from '../../../src/domain/scoring';
import { findBoosters } from '../boosters/boosterStore';
import type { Db } from '../db/database';
import { ScoringThread } from './scoringThread';
import type { ScoringThreads } from './scoringThreads';
import type { Simulation, SimulationBody } from './simulateSchema';
import { staffActionsOf } from './staffActions';
import { firstArrivalIn, optInsReceivedBefore, windowRows, type ReplayScan } from './windowEvents';

export interface SimulationRequest {
  tournament: SimulationBody['tournament'];
  /** Undefined: the stored boosters of tournament.id. Their ids are not read (an unsaved one has none). */
  boosters?: ReadonlyArray<Omit<ScoringBooster, 'id'>>;
  from: Date;
  to: Date;
}

/**
 * A tournament that has run (published: no longer a Draft) left its opt-in events, staff's assignments and
 * adjustments beside its events: a replay of its rules reproduces its live board from them, at their moments. A
 * Draft has none, and Simulate previews it instead.
 */
interface RunRecord {
  tournamentId: number;
  /** By the database's clock: batches processed before did not score for it (null: published before it was recorded). */
  publishedAt: Date | null;
}

async function runRecordOf(db: Db, { tournament }: SimulationRequest): Promise<RunRecord | undefined> {
  if (!tournament.id) return undefined;
  const stored = await db.selectFrom('tournaments').select(['status', 'published_at']).where('id', '=', tournament.id).executeTakeFirst();
  return stored && stored.status !== TournamentStatus.Draft ? { tournamentId: tournament.id, publishedAt: stored.published_at } : undefined;
}

/**
 * The rules as if the tournament had run in [from, to): In Progress, its start and end the window's, its weekdays
 * kept. A tournament that has run keeps its opt-in condition (its opt-ins and assignments are replayed). A Draft
 * has no opt-ins yet: Opt-In Required scores every player, as if each had opted in, which previews the most the
 * rules can give away; Invite Only keeps its list (see invitedPlayers).
 */
function rulesInWindow({ tournament, from, to }: SimulationRequest, run: RunRecord | undefined): ScoringTournament {
  const previewed = run === undefined && tournament.opt_in_condition === OptInCondition.OptIn;
  return {
    ...tournament,
    id: tournament.id ?? 0,
    status: TournamentStatus.InProgress,
    opt_in_condition: previewed ? OptInCondition.Open : tournament.opt_in_condition,
    time_configuration: { ...tournament.time_configuration, start: from.toISOString(), end: to.toISOString() },
  };
}

/**
 * A booster date moved by offsetMs. One moved beyond what a Date holds becomes 'Invalid Date', which keeps the
 * booster off as any unparseable date does (boosterMultiplier.ts): no window of real events reaches it.
 */
const shifted = (date: string | null, offsetMs: number) => {
  const time = parseTimestamp(date);
  if (time === undefined) return date;
  const moved = new Date(time + offsetMs);
  return Number.isNaN(moved.getTime()) ? String(moved) : moved.toISOString();
};

/**
 * The boosters moved with the tournament, each numbered by its place (the Boosters tab's numbers): a booster keeps
 * its place relative to the tournament's start (a draft's "first weekend" booster boosts the window's first weekend),
 * weekday and day-of-month conditions stay as they are. A tournament without a start date (a draft's cleared one)
 * leaves them where they are.
 */
async function boostersInWindow(db: Db, { tournament, boosters, from }: SimulationRequest): Promise<ScoringBooster[]> {
  const own = boosters ?? (tournament.id ? await findBoosters(db, tournament.id) : []);
  const start = parseTimestamp(tournament.time_configuration.start);
  const offsetMs = start === undefined ? 0 : from.getTime() - start;
  return own.map((booster, index) => ({ ...booster, id: index + 1, start_date: shifted(booster.start_date, offsetMs), end_date: shifted(booster.end_date, offsetMs) }));
}

/** The places of the boosters the run applies that multiply by 1 (issue 27): one marked deleted is not applied. */
const placesChangingNothing = (boosters: readonly ScoringBooster[]) =>
  boosters.filter((booster) => !booster.deleted && boosterLeavesScoresUnchanged(booster)).map((booster) => booster.id);

/** A Draft's Invite Only: the players staff assigned to the tournament, whenever they did, invited from the window's start. */
async function invitedPlayers(db: Db, { tournament, from }: SimulationRequest): Promise<PlayerState[]> {
  if (tournament.opt_in_condition !== OptInCondition.Invite || !tournament.id) return [];
  const rows = await db.selectFrom('tournament_players').select('user_id').where('tournament_id', '=', tournament.id).where('assigned_at', 'is not', null).execute();
  return rows.map((row) => newPlayerState(row.user_id, { assigned_at: from.getTime() }));
}

/** A run's players who opted in by an event processed before the scan's first batch. */
async function optedInBefore(db: Db, run: RunRecord, receivedFrom: Date): Promise<PlayerState[]> {
  const optIns = await optInsReceivedBefore(db, run.tournamentId, receivedFrom);
  return [...optIns].map(([userId, opted_in_at]) => newPlayerState(userId, { opted_in_at }));
}

/**
 * The events to replay: those of the window, in the order the ingest processed their batches, from the first batch
 * that held one and, for a tournament that has run, from its publication (and its opt-ins among them). Undefined
 * when the window has none.
 */
async function scanOf(db: Db, { from, to }: SimulationRequest, run: RunRecord | undefined): Promise<ReplayScan | undefined> {
  const first = await firstArrivalIn(db, from, to);
  if (first === undefined) return undefined;
  const receivedFrom = new Date(Math.max(first.getTime(), run?.publishedAt?.getTime() ?? 0));
  return { from, to, receivedFrom, ...(run && { optInsFor: run.tournamentId }) };
}

/** The bounds of one run's memory (SIMULATE_MAX_PLAYERS; SIMULATE_HEAP_MB, which ScoringThreads applies). */
export interface SimulationBounds {
  maxPlayers: number;
  heapMb: number;
}

/**
 * Replays the window; rejects with the signal's reason once the signal is aborted (checked between pages, and the
 * scoring thread ended at once), with ScoringRefused when the run passes its bounds.
 */
export async function simulate(db: Db, threads: ScoringThreads, request: SimulationRequest, signal: AbortSignal, maxPlayers: number): Promise<Simulation> {
  const run = await runRecordOf(db, request);
  const scan = await scanOf(db, request, run);
  const known = run ? await optedInBefore(db, run, scan?.receivedFrom ?? new Date()) : await invitedPlayers(db, request);
  const setup = {
    rules: rulesInWindow(request, run),
    boosters: await boostersInWindow(db, request),
    known,
    staffActions: run ? await staffActionsOf(db, run.tournamentId) : [],
    tiers: request.tournament.tiers,
    maxPlayers,
  };
  const scoring = new ScoringThread(threads, setup, signal);
  try {
    if (scan) {
      for await (const rows of windowRows(db, scan, signal)) await scoring.score(rows);
    }
    return { ...(await scoring.finish()), boosters_changing_nothing: placesChangingNothing(setup.boosters) };
  } finally {
    scoring.stop();
  }
}
