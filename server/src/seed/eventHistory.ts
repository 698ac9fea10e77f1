/**
 * The past the demo's running boards are computed from (engine spec §5): 14 days of what their players did at
 * the platform, up to the moment of seeding. Players play in sessions on a few days, the keen ones more often;
 * they deposit now and then; some are granted a VIP role; on an opt-in tournament they opt in around its start
 * and score only from then on. Every player also takes one action within the rules after they may score, so
 * each one of a board's players is on it.
 */
import { OptInCondition } from '../../../src/domain/enums';
import type { GamingEvent } from '../../../src/domain/scoring';
import type { Tournament } from '../../../src/domain/tournament';
import { anyDeposit, gamingEvent, optIn, playerAction, roleGrant, type DemoPlayer, type PlayerAction } from './platformEvents';
import { chance, seededRandom, seedOf, type RandomSource } from './randomSource';

export const HISTORY_DAYS = 14;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Players opt in from 6 hours before the start to 6 hours after it. */
const OPT_IN_SPREAD_MS = 12 * HOUR_MS;
const ROLE_GRANT_RATE = 0.08;
const DEPOSIT_PER_SESSION_RATE = 0.1;

export interface HistoryBoard {
  tournament: Tournament;
  players: DemoPlayer[];
}

interface TimedAction {
  at: number;
  action: PlayerAction;
  player: DemoPlayer;
}

function playerHistory(tournament: Tournament, player: DemoPlayer, random: RandomSource, now: number): TimedAction[] {
  const from = now - HISTORY_DAYS * DAY_MS;
  const history: TimedAction[] = [];
  const add = (at: number, action: PlayerAction | undefined) => {
    if (action && at >= from && at < now) history.push({ at: Math.floor(at), action, player });
  };
  const sessionsPerDay = 0.2 + 1.6 * random() ** 2;
  for (let day = 0; day < HISTORY_DAYS; day++) {
    for (let sessions = Math.floor(sessionsPerDay + random()); sessions > 0; sessions--) {
      let at = from + (day + random()) * DAY_MS;
      for (let actions = 1 + Math.floor(random() * 6); actions > 0; actions--) {
        add(at, playerAction(tournament, random));
        at += 15_000 + random() * 90_000;
      }
      if (chance(random, DEPOSIT_PER_SESSION_RATE)) add(at, anyDeposit(random));
    }
  }
  const start = Date.parse(tournament.time_configuration.start);
  let mayScoreFrom = start;
  if (tournament.opt_in_condition === OptInCondition.OptIn) {
    const optedIn = start - OPT_IN_SPREAD_MS / 2 + random() * OPT_IN_SPREAD_MS;
    add(optedIn, optIn(tournament));
    mayScoreFrom = Math.max(start, optedIn);
  }
  add(mayScoreFrom + random() * (now - mayScoreFrom), playerAction(tournament, random, true));
  if (chance(random, ROLE_GRANT_RATE)) add(from + random() * (now - from), roleGrant(tournament, random));
  return history;
}

/**
 * The boards' events in occurred_at order, ids `seed-1`, `seed-2`, …; the same for the same boards and `now`
 * (each tournament draws from a sequence seeded by its slug).
 */
export function eventHistory(boards: HistoryBoard[], now: number): GamingEvent[] {
  const timed: TimedAction[] = [];
  for (const { tournament, players } of boards) {
    const random = seededRandom(seedOf(tournament.slug));
    for (const player of players) timed.push(...playerHistory(tournament, player, random, now));
  }
  // A stable sort: actions at the same millisecond keep the order they were made in (an opt-in before its round).
  timed.sort((a, b) => a.at - b.at);
  return timed.map(({ at, action, player }, index) => gamingEvent(action, `seed-${index + 1}`, player, at));
}
