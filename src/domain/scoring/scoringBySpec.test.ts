import fc from 'fast-check';
import { ScoreDriver, WinCriteria } from '../enums';
import { scoreBySpec, type SpecEvent, type SpecRules } from '../../../test/scoring/rationalScoring';
import type { GamingEvent } from './events';
import { applyAdjustment, applyEvent, newPlayerState, type PlayerState } from './playerState';
import { replay } from './replay';
import { scoreEvent, type ScoringTournament } from './scoreEvent';
import { at, booster, condition, tournament, WEEK_END, WEEK_START } from './scoringFixtures';

/**
 * Decision 113, as properties: generated rules (every driver and win criterion, wagering conditions, factors,
 * boosters, roles, floor on and off) and events with decimal stakes, wins and amounts of 2 to 4 decimals (exact
 * half cents among them) score to the cent what engine spec §2 computes in exact rationals
 * (test/scoring/rationalScoring.ts), event by event and in replay's totals. Fixed seed and runs: a failure
 * prints its counterexample, and the same seed replays it.
 */
const SEED = 25_113;

/** "12345", 3 → "12.345"; "-25", 3 → "-0.025". */
function decimalText(units: bigint, scale: number): string {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const sign = units < 0n ? '-' : '';
  return scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Money between two amounts in cents, as sent: 2 decimals, an exact half cent (3 decimals ending in 5), or 4 decimals. */
const money = (minCents: bigint, maxCents: bigint) =>
  fc.oneof(
    fc.bigInt({ min: minCents, max: maxCents }).map((cents) => decimalText(cents, 2)),
    fc.bigInt({ min: minCents, max: maxCents - 1n }).map((cents) => decimalText(cents * 10n + 5n, 3)),
    fc.bigInt({ min: minCents * 100n, max: maxCents * 100n }).map((units) => decimalText(units, 4)),
  );

const GAMES = [7, 8, 9];
const contribution = fc.constantFrom('100', '50', '37.5', '12.5', '75', '62.5', '33.3', '150', '0.5', '10');
const factor = fc.constantFrom('1', '2', '2.5', '1.5', '0.75', '3', '1.25', '0.1', '2.125');
const multiplier = fc.constantFrom('1.5', '2.5', '0.75', '2', '3', '1.25', '1.1');
const signedScore = money(-50_000n, 50_000n);

const rules: fc.Arbitrary<SpecRules> = fc.record({
  driver: fc.constantFrom('gaming', 'bonus', 'deposit'),
  criteria: fc.constantFrom('turnover', 'net_win', 'equalized_win', 'rounds'),
  conditions: fc.array(
    fc.record({
      games: fc.subarray(GAMES, { minLength: 1 }),
      platform: fc.constantFrom('both', 'desktop', 'mobile'),
      minStake: fc.option(money(1n, 500n), { nil: null }),
      maxStake: fc.option(money(1_000n, 100_000n), { nil: null }),
      contribution,
    }),
    { minLength: 1, maxLength: 3 },
  ),
  bonusFactors: fc.dictionary(fc.constantFrom('B1', 'B2'), factor),
  depositFactor: factor,
  minDeposit: fc.option(money(1n, 5_000n), { nil: null }),
  maxDeposit: fc.option(money(5_000n, 1_000_000n), { nil: null }),
  roleScores: fc.dictionary(fc.constantFrom('vip', 'jail'), signedScore),
  boosters: fc.array(fc.record({ multiplier, dayOfWeek: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }) }), { maxLength: 3 }),
  floor: fc.boolean(),
});

const who = { player: fc.constantFrom('p1', 'p2', 'p3'), at: fc.integer({ min: at(WEEK_START), max: at(WEEK_END) - 1 }) };
type SpecGamingEvent = Exclude<SpecEvent, { type: 'adjustment' }>;
const gamingEvent: fc.Arbitrary<SpecGamingEvent> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ type: fc.constant('casino_round' as const), ...who, game: fc.constantFrom(...GAMES, 10), platform: fc.constantFrom('desktop', 'mobile'), stake: money(1n, 100_000n), win: money(0n, 500_000n) }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('bonus_win' as const), ...who, bonus: fc.constantFrom('B1', 'B2', 'B3'), amount: money(1n, 1_000_000n) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('deposit' as const), ...who, amount: money(1n, 1_000_000n) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('role_assigned' as const), ...who, role: fc.constantFrom('vip', 'jail', 'other') }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('opt_in' as const), ...who }) },
);
const adjustment: fc.Arbitrary<SpecEvent> = fc.record({ type: fc.constant('adjustment' as const), ...who, score: signedScore });

const DRIVERS = { gaming: ScoreDriver.GamingTransactions, bonus: ScoreDriver.BonusWinAmount, deposit: ScoreDriver.DepositAmount };
const CRITERIA = { turnover: WinCriteria.Turnover, net_win: WinCriteria.NetWin, equalized_win: WinCriteria.EqualizedWin, rounds: WinCriteria.NumberRounds };
/** What the operator's JSON carries: the number the decimal text reads as. */
const sent = (text: string | null) => (text === null ? null : Number(text));

function tournamentOf(spec: SpecRules): ScoringTournament {
  return tournament({
    score_driver: DRIVERS[spec.driver],
    win_criteria: CRITERIA[spec.criteria],
    wagering_conditions: spec.conditions.map((c) =>
      condition({ casino_game_ids: c.games, platform: c.platform, min_stake: sent(c.minStake), max_stake: sent(c.maxStake), contribution: Number(c.contribution) }),
    ),
    bonus_win_amount_ingestion_configuration: Object.fromEntries(Object.entries(spec.bonusFactors).map(([id, f]) => [id, { win_amount_multiplication_factor: Number(f) }])),
    deposit_amount_multiplication_factor: Number(spec.depositFactor),
    min_deposit_amount: sent(spec.minDeposit),
    max_deposit_amount: sent(spec.maxDeposit),
    user_role_assignment_score_configuration: Object.fromEntries(Object.entries(spec.roleScores).map(([role, score]) => [role, { score_to_add: Number(score) }])),
    floor_score: spec.floor,
  });
}

const boostersOf = (spec: SpecRules) => spec.boosters.map((b, k) => booster({ id: k + 1, multiplier: Number(b.multiplier), day_of_week: b.dayOfWeek }));

function eventOf(step: SpecGamingEvent, id: string): GamingEvent {
  const base = { id, user_id: step.player, occurred_at: step.at };
  switch (step.type) {
    case 'casino_round':
      return { ...base, type: step.type, game_id: step.game, platform: step.platform, stake: Number(step.stake), win: Number(step.win) };
    case 'bonus_win':
      return { ...base, type: step.type, bonus_id: step.bonus, amount: Number(step.amount) };
    case 'deposit':
      return { ...base, type: step.type, amount: Number(step.amount) };
    case 'role_assigned':
      return { ...base, type: step.type, role_id: step.role };
    case 'opt_in':
      return { ...base, type: step.type, tournament_id: 5 };
  }
}

/** The spec's cents as the score the implementation should hold: the double nearest to them. */
const score = (cents: bigint | undefined) => Number(cents ?? 0n) / 100;

describe('scoring against the spec in exact rationals', () => {
  it('scores every event and adjustment to the cent, and keeps each total the sum of its cents', () => {
    fc.assert(
      fc.property(rules, fc.array(fc.oneof({ weight: 5, arbitrary: gamingEvent }, { weight: 1, arbitrary: adjustment }), { maxLength: 30 }), (spec, steps) => {
        const expected = scoreBySpec(spec, steps);
        const scoring = tournamentOf(spec);
        const boosters = boostersOf(spec);
        const players = new Map<string, PlayerState>();
        steps.forEach((step, k) => {
          const before = players.get(step.player) ?? newPlayerState(step.player);
          let after: PlayerState;
          if (step.type === 'adjustment') {
            after = applyAdjustment(before, Number(step.score), step.at, scoring.floor_score);
          } else {
            const event = eventOf(step, `e${k}`);
            const result = scoreEvent(scoring, boosters, before, event);
            expect(result.points).toBe(score(expected.addedCents[k]));
            after = applyEvent(before, scoring.id, scoring.floor_score, event, result);
          }
          players.set(step.player, after);
          expect(after.total_score).toBe(score(expected.totalsAfter[k].get(step.player)));
        });
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it("gives replay's totals what the spec's sums give", () => {
    fc.assert(
      fc.property(rules, fc.array(gamingEvent, { maxLength: 40 }), (spec, steps) => {
        const expected = scoreBySpec(spec, steps).totalsAfter.at(-1) ?? new Map<string, bigint>();
        const events = steps.map((step, k) => eventOf(step, `e${k}`));
        const players = replay({ tournament: tournamentOf(spec), boosters: boostersOf(spec), events });
        for (const [player, cents] of expected) expect(players.get(player)?.total_score ?? 0).toBe(score(cents));
      }),
      { seed: SEED + 1, numRuns: 600 },
    );
  });
});
