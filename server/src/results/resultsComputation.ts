import { OptInCondition, TournamentStatus } from '../../../src/domain/enums';
import { tiersReached, totalCost, type PrizeCost } from '../../../src/domain/prizeCost';
import { costPerParticipant, ggrOf, NO_PLAY, playOfSums, plusPlay, roiPercent, turnoverFigures, type Play } from '../../../src/domain/results/resultsFigures';
import { hourSlices, pointsAtSliceEnds, scoreDistribution, type HourSlice } from '../../../src/domain/results/resultsSeries';
import type { HourOfResults, PrizeCostSource, TournamentResults } from '../../../src/domain/results/tournamentResults';
import { toHundredths } from '../../../src/domain/scoring/exactDecimal';
import type { Db } from '../db/database';
import { readPointsByHour } from '../boards/pointsByHour';
import { tiersOf } from '../tournaments/tierReads';
import { boardSize, joinedPlayers, outboxPrizes, participantScores, playInSlice, type SlicePlay } from './resultsReads';

/** What of a tournament its results depend on. */
export interface ResultsTournament {
  id: number;
  status: TournamentStatus;
  opt_in_condition: OptInCondition;
  start_at: Date;
  end_at: Date;
}

interface WindowPlay {
  active: Set<string>;
  during: Play;
  hourly: HourOfResults[];
}

/**
 * The most of the window one statement reads. An hour of figure 21's traffic (2,000,000 events over its window) took
 * the embedded database 50–110 ms a statement, and every request arriving meanwhile waits for the statement on its
 * one connection (readsFirst.ts lets them go before the next one only): a sixth of that keeps the wait short.
 */
export const READ_SLICE_MS = 10 * 60_000;

/** The play of [from, to) a statement of at most READ_SLICE_MS at a time, players repeating from one to the next. */
async function* playInPieces(db: Db, from: Date, to: Date, participantsOf?: number): AsyncGenerator<SlicePlay> {
  for (let start = from.getTime(); start < to.getTime(); start += READ_SLICE_MS) {
    yield* await playInSlice(db, new Date(start), new Date(Math.min(start + READ_SLICE_MS, to.getTime())), participantsOf);
  }
}

/** The window hour by hour: every player active in it, and the participants' play, in total and per hour. */
async function playDuring(db: Db, slices: readonly HourSlice[], participants: ReadonlyMap<string, number>): Promise<WindowPlay> {
  const active = new Set<string>();
  const seen = new Set<string>();
  const hourly: HourOfResults[] = [];
  let during = NO_PLAY;
  for (const slice of slices) {
    let hour = NO_PLAY;
    const activeParticipants = new Set<string>();
    for await (const row of playInPieces(db, slice.from, slice.to)) {
      active.add(row.user_id);
      if (!participants.has(row.user_id)) continue;
      activeParticipants.add(row.user_id);
      seen.add(row.user_id);
      hour = plusPlay(hour, playOfSums(row.stakes, row.wins));
    }
    during = plusPlay(during, hour);
    hourly.push({
      hour: slice.hour.toISOString(),
      active_participants: activeParticipants.size,
      participants: seen.size,
      turnover: toHundredths(hour.stakes),
      ggr: toHundredths(ggrOf(hour)),
    });
  }
  return { active, during, hourly };
}

/** The participants' play over [from, to). */
async function participantsPlay(db: Db, tournamentId: number, from: Date, to: Date): Promise<Play> {
  let play = NO_PLAY;
  for await (const row of playInPieces(db, from, to, tournamentId)) play = plusPlay(play, playOfSums(row.stakes, row.wins));
  return play;
}

interface Prizes {
  won: number;
  cost: PrizeCost;
  source: PrizeCostSource;
}

/**
 * The prizes: those in the outbox once the tournament has ended (completion, or staff's approval after a review, put
 * them there; a canceled one has none), else what its tiers give on the board as it stands (completion's rule,
 * prizeCost.ts). A completed tournament with an empty outbox whose tiers would reach players is waiting for its
 * review: projected too, and not final.
 */
async function prizesOf(db: Db, tournament: ResultsTournament): Promise<Prizes> {
  const tiers = await tiersOf(db, tournament.id);
  if (tournament.status !== TournamentStatus.InProgress) {
    const given = await outboxPrizes(db, tournament.id);
    if (given.winners > 0 || tournament.status === TournamentStatus.Canceled) {
      return { won: given.winners, cost: totalCost(tiers.map((tier) => ({ tier, players: given.entriesByTier.get(tier.position) ?? 0 }))), source: 'outbox' };
    }
  }
  const reached = tiersReached(tiers, await boardSize(db, tournament.id));
  const won = reached.reduce((sum, tier) => sum + tier.players, 0);
  if (won === 0 && tournament.status !== TournamentStatus.InProgress) return { won, cost: totalCost([]), source: 'outbox' };
  return { won, cost: totalCost(reached), source: 'projected' };
}

/**
 * A tournament's results as of `now` (decision 154 defines each figure): the window is its schedule, cut at now while
 * it runs, and the comparison window as long just before. Final once the prizes are known from the outbox.
 */
export async function computeResults(db: Db, tournament: ResultsTournament, now: Date): Promise<{ results: TournamentResults; final: boolean }> {
  const from = tournament.start_at;
  const to = new Date(Math.min(tournament.end_at.getTime(), now.getTime()));
  const beforeFrom = new Date(from.getTime() - Math.max(0, to.getTime() - from.getTime()));
  const participants = await participantScores(db, tournament.id);
  const joined = await joinedPlayers(db, tournament.id, tournament.opt_in_condition, to);
  const slices = hourSlices(from, to);
  const { active, during, hourly } = await playDuring(db, slices, participants);
  const points = pointsAtSliceEnds(slices, await readPointsByHour(db, tournament.id));
  const before = await participantsPlay(db, tournament.id, beforeFrom, from);
  const prizes = await prizesOf(db, tournament);
  const eligible = joined ? [...active].filter((player) => joined.has(player)).length : active.size;
  const final = prizes.source === 'outbox';
  const play = { during, before };
  return {
    final,
    results: {
      tournament_id: tournament.id,
      state: final ? 'final' : 'provisional',
      computed_at: now.toISOString(),
      window: { from: from.toISOString(), to: to.toISOString() },
      before_from: beforeFrom.toISOString(),
      funnel: { active: active.size, eligible, scored: participants.size, won: prizes.won },
      ...turnoverFigures(play),
      prize_cost: { ...prizes.cost, source: prizes.source },
      cost_per_participant: costPerParticipant(prizes.cost, participants.size),
      roi_percent: roiPercent(play, prizes.cost.lei),
      series: { hourly: hourly.map((hour, index) => ({ ...hour, points: points[index] })), score_distribution: scoreDistribution([...participants.values()]) },
    },
  };
}
