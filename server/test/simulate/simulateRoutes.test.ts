import { BonusType, OptInCondition, WinCriteria } from '../../../src/domain/enums';
import type { Tier, TournamentFields } from '../../../src/domain/tournament';
import { validTournamentBody, createTournament } from '../fixtures/tournamentFixture';
import { event, ingest, round } from '../engine/engineFixtures';
import { useTestServer, type TestServer } from '../harness';

/** The replayed week: Monday 2030-01-07 to Monday 2030-01-14 (UTC). */
const FROM = '2030-01-07T00:00:00.000Z';
const TO = '2030-01-14T00:00:00.000Z';
const on = (day: number, time = '10:00') => `2030-01-${String(day).padStart(2, '0')}T${time}:00.000Z`;

const tier = (rank_min: number, rank_max: number, type: BonusType, value: number, code: string): Tier => ({
  rank_min,
  rank_max,
  bonus: { type, code, name: `${code} prize`, nominal_name: '', image_url: '', value },
});

/**
 * A draft scheduled four weeks after the window (Monday 2030-02-04), Turnover: game 1 on any platform at 50 %,
 * then games 1 and 2 on mobile at 100 %; Sundays off.
 */
function draft(overrides: Partial<TournamentFields> = {}): TournamentFields {
  const body = validTournamentBody(new Date('2030-02-04T00:00:00.000Z'));
  return {
    ...body,
    win_criteria: WinCriteria.Turnover,
    opt_in_condition: OptInCondition.Open,
    time_configuration: { ...body.time_configuration, start: '2030-02-04T00:00:00.000Z', end: '2030-02-11T00:00:00.000Z', sunday: false },
    wagering_conditions: [
      { platform: 'both', min_stake: 1, max_stake: null, contribution: 50, casino_game_ids: [1] },
      { platform: 'mobile', min_stake: 1, max_stake: null, contribution: 100, casino_game_ids: [1, 2] },
    ],
    tiers: [
      tier(1, 1, BonusType.BonusMoney, 500, 'CASH500'),
      tier(2, 2, BonusType.FreeSpins, 25, 'SPINS25'),
      tier(3, 10, BonusType.Items, 0, 'MUG'),
      // Ranks 2 and 3 already go to the tiers above: this one reaches nobody.
      tier(2, 3, BonusType.BonusMoney, 100, 'CASH100'),
    ],
    ...overrides,
  };
}

/** On the draft's Tuesday 2030-02-05, i.e. the window's Tuesday 2030-01-08 once moved with the tournament. */
const TUESDAY_BOOSTER = { multiplier: 3, start_date: '2030-02-05T00:00:00.000Z', end_date: '2030-02-06T00:00:00.000Z', day_of_week: null, day_of_month: null };

/**
 * The week's events, by hand:
 * - ana: 10 on game 1 (desktop) Monday → 50 % = 5; 4 on game 2 mobile Tuesday → 100 % × 3 (booster) = 12: 17 at Tuesday 10:00.
 * - bob: 100 on game 2 desktop (no condition) → nothing; 40 on game 1 mobile Wednesday → the first condition, 50 % = 20.
 * - cyd: 34 on game 1 Sunday (off) → nothing; 34 on game 1 Thursday → 17, tied with ana but later: below her.
 * - eve: 0.5 on game 1 (below min_stake) → nothing, not on the board. fay: a deposit, not scored by this driver.
 * - dan: 1000 on game 1 just before the window and at its end (excluded) → not read.
 */
const WEEK = [
  round('w-a1', 'ana', { user_name: 'Ana', occurred_at: on(7), stake: 10 }),
  round('w-a2', 'ana', { occurred_at: on(8), game_id: 2, platform: 'mobile', stake: 4 }),
  round('w-b1', 'bob', { occurred_at: on(7), game_id: 2, stake: 100 }),
  round('w-b2', 'bob', { occurred_at: on(9, '12:00'), platform: 'mobile', stake: 40 }),
  round('w-c1', 'cyd', { occurred_at: on(13, '12:00'), stake: 34 }),
  round('w-c2', 'cyd', { occurred_at: on(10), stake: 34 }),
  round('w-e1', 'eve', { occurred_at: on(9), stake: 0.5 }),
  event('deposit', 'w-f1', 'fay', { occurred_at: on(9), amount: 50 }),
  round('w-d1', 'dan', { occurred_at: '2030-01-06T23:59:59.999Z', stake: 1000 }),
  round('w-d2', 'dan', { occurred_at: TO, stake: 1000 }),
];

const EMPTY_COST = { lei: 0, free_spins: 0, items: 0 };

function simulate(server: TestServer, body: Record<string, unknown>) {
  return server.request('POST', '/api/tournaments/simulate', { body: { from: FROM, to: TO, ...body } });
}

async function simulated(server: TestServer, body: Record<string, unknown>) {
  const response = await simulate(server, body);
  if (response.status !== 200) throw new Error(`simulate answered ${response.status}: ${response.text}`);
  return response.json as { events: number; players: number; rows: Array<{ user_id: string; total_score: number }>; prizes: unknown[]; total_cost: unknown };
}

const scoresOf = (answer: { rows: Array<{ user_id: string; total_score: number }> }) => answer.rows.map((row) => [row.user_id, row.total_score]);

describe('POST /api/tournaments/simulate (engine spec §4)', () => {
  const server = useTestServer();

  beforeAll(async () => {
    await ingest(server(), WEEK);
  });

  it('replays the window through the body’s rules and answers the board, the prizes and their cost, computed by hand', async () => {
    const answer = await simulated(server(), { tournament: draft(), boosters: [TUESDAY_BOOSTER, { ...TUESDAY_BOOSTER, multiplier: 10, deleted: true }] });
    expect(answer).toEqual({
      events: 8,
      players: 3,
      rows: [
        { rank: 1, user_id: 'bob', user_name: 'bob', total_score: 20, computed: on(9, '12:00') },
        { rank: 2, user_id: 'ana', user_name: 'Ana', total_score: 17, computed: on(8) },
        { rank: 3, user_id: 'cyd', user_name: 'cyd', total_score: 17, computed: on(10) },
      ],
      prizes: [
        { rank_min: 1, rank_max: 1, players: 1, bonus: { type: BonusType.BonusMoney, code: 'CASH500', name: 'CASH500 prize' }, value: 500, cost: { ...EMPTY_COST, lei: 500 } },
        { rank_min: 2, rank_max: 2, players: 1, bonus: { type: BonusType.FreeSpins, code: 'SPINS25', name: 'SPINS25 prize' }, value: 25, cost: { ...EMPTY_COST, free_spins: 25 } },
        { rank_min: 3, rank_max: 10, players: 1, bonus: { type: BonusType.Items, code: 'MUG', name: 'MUG prize' }, value: 0, cost: { ...EMPTY_COST, items: 1 } },
        { rank_min: 2, rank_max: 3, players: 0, bonus: { type: BonusType.BonusMoney, code: 'CASH100', name: 'CASH100 prize' }, value: 100, cost: EMPTY_COST },
      ],
      total_cost: { lei: 500, free_spins: 25, items: 1 },
      boosters_changing_nothing: [],
    });
  });

  it('follows an edit of a condition or a booster, simulated again', async () => {
    const withoutBooster = await simulated(server(), { tournament: draft(), boosters: [] });
    expect(scoresOf(withoutBooster)).toEqual([
      ['bob', 20],
      ['cyd', 17],
      ['ana', 9],
    ]);
    const [anyPlatform, mobile] = draft().wagering_conditions;
    const mobileFirst = await simulated(server(), { tournament: draft({ wagering_conditions: [mobile, anyPlatform] }), boosters: [] });
    expect(scoresOf(mobileFirst)).toEqual([
      ['bob', 40],
      ['cyd', 17],
      ['ana', 9],
    ]);
  });

  it('applies the stored boosters of tournament.id when the body has none', async () => {
    const id = await createTournament(server(), draft());
    await server().ctx.db.insertInto('boosters').values({ tournament_id: id, ...TUESDAY_BOOSTER }).execute();
    const answer = await simulated(server(), { tournament: { ...draft(), id } });
    expect(scoresOf(answer)).toEqual([
      ['bob', 20],
      ['ana', 17],
      ['cyd', 17],
    ]);
  });

  it('names by their places the boosters that multiply by ×1, the body’s (but one marked deleted) or else the stored ones', async () => {
    const timesOne = { ...TUESDAY_BOOSTER, multiplier: 1 };
    const sent = await simulated(server(), { tournament: draft(), boosters: [timesOne, TUESDAY_BOOSTER, { ...timesOne, deleted: true }] });
    expect(sent).toMatchObject({ boosters_changing_nothing: [1] });
    const id = await createTournament(server(), draft());
    await server().ctx.db.insertInto('boosters').values([TUESDAY_BOOSTER, timesOne].map((booster) => ({ tournament_id: id, ...booster }))).execute();
    expect(await simulated(server(), { tournament: { ...draft(), id } })).toMatchObject({ boosters_changing_nothing: [2] });
  });

  it('counts every player under Opt-In Required, and only the invited ones under Invite Only', async () => {
    const optIn = await simulated(server(), { tournament: draft({ opt_in_condition: OptInCondition.OptIn }), boosters: [] });
    expect(optIn.players).toBe(3);
    // bob is known: the platform sent his rounds.
    const id = await createTournament(server(), draft({ opt_in_condition: OptInCondition.Invite }));
    expect((await server().request('PUT', `/api/tournaments/${id}/players/bob`)).json).toBe(true);
    const invited = await simulated(server(), { tournament: { ...draft({ opt_in_condition: OptInCondition.Invite }), id }, boosters: [] });
    expect(scoresOf(invited)).toEqual([['bob', 20]]);
    const nobodyInvited = await simulated(server(), { tournament: draft({ opt_in_condition: OptInCondition.Invite }), boosters: [] });
    expect(nobodyInvited.players).toBe(0);
  });

  it('reads through the database handle whose turns come after the requests waiting (on the embedded database, readsFirst.ts)', async () => {
    const { database } = server().ctx;
    const heavy = jest.spyOn(database.afterReads, 'getExecutor');
    try {
      await simulated(server(), { tournament: draft(), boosters: [] });
      expect(heavy).toHaveBeenCalled();
    } finally {
      heavy.mockRestore();
    }
  });

  it('answers an empty result for a window with no events', async () => {
    const answer = await simulated(server(), { tournament: draft(), from: '2030-03-01T00:00:00Z', to: '2030-03-08T00:00:00Z' });
    expect(answer).toMatchObject({ events: 0, players: 0, rows: [], total_cost: EMPTY_COST });
    expect(answer.prizes).toEqual(draft().tiers.map(() => expect.objectContaining({ players: 0, cost: EMPTY_COST })));
  });

  it('stores nothing', async () => {
    const { db } = server().ctx;
    const counts = async () => Promise.all((['leaderboard_rows', 'tournament_players', 'scored_roles', 'gaming_events', 'tournaments', 'boosters'] as const).map((table) => db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()));
    const before = await counts();
    await simulated(server(), { tournament: draft(), boosters: [TUESDAY_BOOSTER] });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['an empty window', { to: FROM }, 'to: must be after from'],
    ['a window longer than 35 days', { to: '2030-02-11T00:00:00.001Z' }, 'to: must be at most 35 days after from'],
    ['no from', { from: undefined }, 'from: is required'],
    ['a date without time and zone', { from: '2030-01-07' }, 'from: must be an ISO 8601 timestamp with a zone, e.g. 2026-11-24T18:30:00Z'],
    [
      'a booster date past year 9999',
      { boosters: [{ ...TUESDAY_BOOSTER, start_date: '+275760-09-13T00:00:00.000Z' }] },
      'boosters[0].start_date: must be an ISO 8601 timestamp with a zone, e.g. 2026-11-24T18:30:00Z',
    ],
    [
      'a tournament start in words',
      { tournament: { ...draft(), time_configuration: { ...draft().time_configuration, start: 'Jan 5 2030' } } },
      'tournament.time_configuration.start: must be an ISO 8601 timestamp with a zone, e.g. 2026-11-24T18:30:00Z',
    ],
    ['no tournament', { tournament: undefined }, 'tournament: is required'],
    ['a tier rank that is not a number', { tournament: { ...draft(), tiers: [{ ...draft().tiers[0], rank_max: 'ten' }] } }, 'tournament.tiers[0].rank_max: must be integer'],
    ['a booster multiplier sent as text', { boosters: [{ ...TUESDAY_BOOSTER, multiplier: '2' }] }, 'boosters[0].multiplier: must be number'],
  ])('refuses %s with a 400 naming the field', async (_case, changes, message) => {
    const response = await simulate(server(), { tournament: draft(), ...changes });
    expect(response).toMatchObject({ status: 400, json: { message } });
  });

  it('refuses the boosters the Boosters tab refuses, each named by its place; one marked deleted is not checked', async () => {
    const boosters = [{ ...TUESDAY_BOOSTER, multiplier: 0, deleted: true }, TUESDAY_BOOSTER, { ...TUESDAY_BOOSTER, multiplier: 0, day_of_week: 9 }];
    const response = await simulate(server(), { tournament: draft(), boosters });
    expect(response).toMatchObject({
      status: 400,
      json: {
        errors: [
          { field: 'boosters[2].multiplier', message: 'Multiplier should be greater than 0' },
          { field: 'boosters[2].day_of_week', message: 'Day of week should be none or between 0 (Sunday) and 6 (Saturday)' },
        ],
      },
    });
  });

  it('accepts a window of exactly 35 days', async () => {
    expect((await simulate(server(), { tournament: draft(), to: '2030-02-11T00:00:00.000Z' })).status).toBe(200);
  });

  it('is a staff route: 401 without a token, 403 with the ingest client’s', async () => {
    expect((await server().request('POST', '/api/tournaments/simulate', { body: { tournament: draft(), from: FROM, to: TO }, token: null })).status).toBe(401);
    const ingestToken = await server().ingestToken();
    expect((await server().request('POST', '/api/tournaments/simulate', { body: { tournament: draft(), from: FROM, to: TO }, token: ingestToken })).status).toBe(403);
  });
});
