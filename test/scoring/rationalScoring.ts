/**
 * Engine spec §2's arithmetic, read from its text, in exact rationals (BigInt numerator and denominator): the
 * reference the property test holds src/domain/scoring to. It is written apart from the implementation and
 * shares none of its helpers: its inputs are the decimal texts the operator sent, its rounding is to cents,
 * half away from zero, per event, and its totals are sums of cents.
 */

/** n / d in lowest terms, d > 0. */
export interface Rational {
  n: bigint;
  d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? abs(a) : gcd(b, a % b));

function rational(n: bigint, d: bigint): Rational {
  if (d === 0n) throw new RangeError('zero denominator');
  const sign = d < 0n ? -1n : 1n;
  const divisor = gcd(n, d) || 1n;
  return { n: (sign * n) / divisor, d: (sign * d) / divisor };
}

export const integer = (n: number | bigint): Rational => rational(BigInt(n), 1n);

/** A decimal text as sent ("37.5", "-0.125", "12"), exactly. */
export function decimal(text: string): Rational {
  const [whole, fraction = ''] = text.split('.');
  return rational(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}

export const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const subtract = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d);
export const multiply = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
export const divide = (a: Rational, b: Rational) => rational(a.n * b.d, a.d * b.n);
/** Negative, zero or positive as a is below, equal to or above b. */
export const compare = (a: Rational, b: Rational) => Number(a.n * b.d - b.n * a.d > 0n) - Number(a.n * b.d - b.n * a.d < 0n);

/** "Scores are kept to 2 decimals (round half away from zero per event)": the value in whole cents. */
export function centsHalfAwayFromZero(x: Rational): bigint {
  // floor(|x| × 100 + 1/2) = floor((200 |n| + d) / 2d), with the sign put back.
  const cents = (200n * abs(x.n) + x.d) / (2n * x.d);
  return x.n < 0n ? -cents : cents;
}

/** The rules of one tournament as the spec names them, every number a decimal text. */
export interface SpecRules {
  driver: 'gaming' | 'bonus' | 'deposit';
  criteria: 'turnover' | 'net_win' | 'equalized_win' | 'rounds';
  conditions: Array<{ games: number[]; platform: 'both' | 'desktop' | 'mobile'; minStake: string | null; maxStake: string | null; contribution: string }>;
  bonusFactors: Record<string, string>;
  depositFactor: string;
  minDeposit: string | null;
  maxDeposit: string | null;
  roleScores: Record<string, string>;
  /** Each booster's multiplier and the UTC weekday it is limited to (0 = Sunday), or null for every day. */
  boosters: Array<{ multiplier: string; dayOfWeek: number | null }>;
  floor: boolean;
}

export type SpecEvent =
  | { type: 'casino_round'; player: string; at: number; game: number; platform: 'desktop' | 'mobile'; stake: string; win: string }
  | { type: 'bonus_win'; player: string; at: number; bonus: string; amount: string }
  | { type: 'deposit'; player: string; at: number; amount: string }
  | { type: 'role_assigned'; player: string; at: number; role: string }
  | { type: 'opt_in'; player: string; at: number }
  | { type: 'adjustment'; player: string; at: number; score: string };

const within = (x: Rational, min: string | null, max: string | null) =>
  (min === null || compare(x, decimal(min)) >= 0) && (max === null || compare(x, decimal(max)) <= 0);

/** "Points of one event, before boosters, by T's score driver"; undefined when the event scores nothing. */
function driverPoints(rules: SpecRules, event: SpecEvent): Rational | undefined {
  if (event.type === 'casino_round' && rules.driver === 'gaming') {
    const stake = decimal(event.stake);
    const condition = rules.conditions.find(
      (candidate) => candidate.games.includes(event.game) && (candidate.platform === 'both' || candidate.platform === event.platform) && within(stake, candidate.minStake, candidate.maxStake),
    );
    if (!condition) return undefined;
    const c = divide(decimal(condition.contribution), integer(100));
    const win = decimal(event.win);
    if (rules.criteria === 'turnover') return multiply(stake, c);
    if (rules.criteria === 'net_win') return multiply(subtract(win, stake), c);
    if (rules.criteria === 'equalized_win') return multiply(divide(win, stake), c);
    return integer(1);
  }
  if (event.type === 'bonus_win' && rules.driver === 'bonus') {
    const factor = rules.bonusFactors[event.bonus];
    return factor === undefined ? undefined : multiply(decimal(event.amount), decimal(factor));
  }
  if (event.type === 'deposit' && rules.driver === 'deposit') {
    const amount = decimal(event.amount);
    return within(amount, rules.minDeposit, rules.maxDeposit) ? multiply(amount, decimal(rules.depositFactor)) : undefined;
  }
  return undefined;
}

/** "The highest multiplier among the active boosters (boosters do not stack); none active → × 1." */
function multiplierAt(rules: SpecRules, at: number): Rational {
  const weekday = new Date(at).getUTCDay();
  const active = rules.boosters.filter((booster) => booster.dayOfWeek === null || booster.dayOfWeek === weekday).map((booster) => decimal(booster.multiplier));
  return active.reduce<Rational | undefined>((best, m) => (best === undefined || compare(m, best) > 0 ? m : best), undefined) ?? integer(1);
}

export interface SpecOutcome {
  /** What each event or adjustment added, in cents (0 when it scored nothing). */
  addedCents: bigint[];
  /** Each player's total_score after each step, in cents. */
  totalsAfter: Array<Map<string, bigint>>;
}

/**
 * Every step in order, for an Open tournament In Progress whose window and weekdays hold every event: the
 * points of each event (a role once per player and role, never boosted), rounded to cents; an adjustment
 * rounded the same way; each total the sum of its cents, never below 0 when floor_score is on.
 */
export function scoreBySpec(rules: SpecRules, steps: readonly SpecEvent[]): SpecOutcome {
  const totals = new Map<string, bigint>();
  const rolesScored = new Set<string>();
  const outcome: SpecOutcome = { addedCents: [], totalsAfter: [] };
  for (const step of steps) {
    let cents = 0n;
    if (step.type === 'adjustment') {
      cents = centsHalfAwayFromZero(decimal(step.score));
    } else if (step.type === 'role_assigned') {
      const key = `${step.player}\u0000${step.role}`;
      const score = rules.roleScores[step.role];
      if (score !== undefined && !rolesScored.has(key)) {
        rolesScored.add(key);
        cents = centsHalfAwayFromZero(decimal(score));
      }
    } else {
      const points = driverPoints(rules, step);
      if (points !== undefined) cents = centsHalfAwayFromZero(multiply(points, multiplierAt(rules, step.at)));
    }
    const total = (totals.get(step.player) ?? 0n) + cents;
    totals.set(step.player, rules.floor && total < 0n ? 0n : total);
    outcome.addedCents.push(cents);
    outcome.totalsAfter.push(new Map(totals));
  }
  return outcome;
}
