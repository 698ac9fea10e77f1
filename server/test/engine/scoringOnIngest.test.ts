import { OptInCondition, ScoreDriver, TournamentStatus, WinCriteria } from '../../../src/domain/enums';
import { createTournament } from '../fixtures/tournamentFixture';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';
import { at, board, DURING, event, ingest, round, runningTournament, scores } from './engineFixtures';

/** The window runningTournament gives, every weekday on. */
const WINDOW = { start: '2030-01-07T11:00:00.000Z', end: '2030-01-08T11:00:00.000Z', monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: true, sunday: true };
const condition = (changes = {}) => ({ platform: 'both' as const, min_stake: 1, max_stake: null, contribution: 100, casino_game_ids: [1], ...changes });

describe('POST /api/events scores the running tournaments (spec §2)', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });
  const running = (overrides = {}) => runningTournament(server(), clock, overrides);

  describe('Gaming Transactions', () => {
    it('scores Turnover as stake × contribution, by the first condition the round meets', async () => {
      const id = await running({ wagering_conditions: [condition({ contribution: 50 }), condition({ contribution: 10, casino_game_ids: [1, 2] })] });
      await ingest(server(), [round('to-1', 'to-a'), round('to-2', 'to-a', { stake: 3 }), round('to-3', 'to-b', { game_id: 2 })]);
      expect(await scores(server(), id)).toEqual({ 'to-a': 6.5, 'to-b': 1 });
    });

    it('scores nothing for a round that meets no condition: another game, platform or stake outside the bounds', async () => {
      const id = await running({ wagering_conditions: [condition({ platform: 'mobile', min_stake: 5, max_stake: 20 })] });
      await ingest(server(), [
        round('nc-1', 'nc-a', { game_id: 3, platform: 'mobile' }),
        round('nc-2', 'nc-a', { platform: 'desktop' }),
        round('nc-3', 'nc-a', { platform: 'mobile', stake: 4 }),
        round('nc-4', 'nc-a', { platform: 'mobile', stake: 21 }),
        round('nc-5', 'nc-b', { platform: 'mobile', stake: 20 }),
      ]);
      expect(await scores(server(), id)).toEqual({ 'nc-b': 20 });
    });

    it('scores Net Win as (win − stake) × contribution, negative too, and Equalized Win as win ÷ stake', async () => {
      const net = await running({ win_criteria: WinCriteria.NetWin });
      const equalized = await running({ win_criteria: WinCriteria.EqualizedWin });
      await ingest(server(), [round('nw-1', 'nw-a', { win: 25 }), round('nw-2', 'nw-b', { win: 4 })]);
      expect(await scores(server(), net)).toEqual({ 'nw-a': 15, 'nw-b': -6 });
      expect(await scores(server(), equalized)).toEqual({ 'nw-a': 2.5, 'nw-b': 0.4 });
    });

    it('scores Number of Rounds as 1 a round', async () => {
      const id = await running({ win_criteria: WinCriteria.NumberRounds });
      await ingest(server(), [round('nr-1', 'nr-a'), round('nr-2', 'nr-a', { stake: 500 })]);
      expect(await scores(server(), id)).toEqual({ 'nr-a': 2 });
    });
  });

  it('reads a running tournament’s rules again once its row is written, as publishing does', async () => {
    const id = await running({ wagering_conditions: [condition({ contribution: 50 })] });
    await ingest(server(), [round('rv-1', 'rv-a')]);
    const { db } = server().ctx;
    await db.updateTable('wagering_conditions').set({ contribution: 10 }).where('tournament_id', '=', id).execute();
    await ingest(server(), [round('rv-2', 'rv-a')]);
    expect(await scores(server(), id)).toEqual({ 'rv-a': 10 }); // still 50 %: a running tournament's rules cannot change through the API
    await db.updateTable('tournaments').set({ updated_at: new Date() }).where('id', '=', id).execute();
    await ingest(server(), [round('rv-3', 'rv-a')]);
    expect(await scores(server(), id)).toEqual({ 'rv-a': 11 });
  });

  it('scores Bonus Win Amount by the bonus factor, and nothing for a bonus not configured', async () => {
    const id = await running({ score_driver: ScoreDriver.BonusWinAmount, bonus_win_amount_ingestion_configuration: { welcome: { win_amount_multiplication_factor: 2 } } });
    await ingest(server(), [event('bonus_win', 'bw-1', 'bw-a', { bonus_id: 'welcome', amount: 10.5 }), event('bonus_win', 'bw-2', 'bw-b', { bonus_id: 'other', amount: 10 })]);
    expect(await scores(server(), id)).toEqual({ 'bw-a': 21 });
  });

  it('scores Deposit Amount by its factor within the bounds', async () => {
    const id = await running({ score_driver: ScoreDriver.DepositAmount, deposit_amount_multiplication_factor: 1.5, min_deposit_amount: 50, max_deposit_amount: 500 });
    await ingest(server(), [event('deposit', 'dp-1', 'dp-a', { amount: 100 }), event('deposit', 'dp-2', 'dp-a', { amount: 20 }), event('deposit', 'dp-3', 'dp-b', { amount: 501 })]);
    expect(await scores(server(), id)).toEqual({ 'dp-a': 150 });
  });

  describe('boosters and roles', () => {
    async function boosted(overrides = {}) {
      const id = await running(overrides);
      await server()
        .ctx.db.insertInto('boosters')
        .values([
          { tournament_id: id, multiplier: 2 },
          { tournament_id: id, multiplier: 3, day_of_week: 1 },
          { tournament_id: id, multiplier: 10, start_date: at(30), end_date: at(40) },
        ])
        .execute();
      return id;
    }

    it('multiplies by the highest active booster, without stacking', async () => {
      const id = await boosted();
      // A Monday: × 3 (not × 6); at +30 min the × 10 window is open; at +40 it has closed again.
      await ingest(server(), [round('bo-1', 'bo-a'), round('bo-2', 'bo-b', { occurred_at: at(30) }), round('bo-3', 'bo-c', { occurred_at: at(40) })]);
      expect(await scores(server(), id)).toEqual({ 'bo-a': 30, 'bo-b': 100, 'bo-c': 30 });
    });

    it('adds a role score once per player and role, never boosted', async () => {
      const id = await boosted({ user_role_assignment_score_configuration: { vip: { score_to_add: 50 }, gold: { score_to_add: 7 } } });
      await ingest(server(), [event('role_assigned', 'ro-1', 'ro-a', { role_id: 'vip' }), event('role_assigned', 'ro-2', 'ro-a', { role_id: 'vip', occurred_at: at(1) })]);
      await ingest(server(), [event('role_assigned', 'ro-3', 'ro-a', { role_id: 'vip', occurred_at: at(2) }), event('role_assigned', 'ro-4', 'ro-a', { role_id: 'gold' })]);
      await ingest(server(), [event('role_assigned', 'ro-5', 'ro-b', { role_id: 'unknown' })]);
      expect(await scores(server(), id)).toEqual({ 'ro-a': 57 });
    });
  });

  it('keeps a total at 0 under floor_score, and counts a later gain from 0', async () => {
    const id = await running({ win_criteria: WinCriteria.NetWin, floor_score: true });
    await ingest(server(), [round('fl-1', 'fl-a', { win: 30 }), round('fl-2', 'fl-a', { occurred_at: at(1) }), round('fl-3', 'fl-a', { occurred_at: at(2) })]);
    expect(await scores(server(), id)).toEqual({ 'fl-a': 0 });
    await ingest(server(), [round('fl-4', 'fl-a', { win: 15, occurred_at: at(3) })]);
    expect(await scores(server(), id)).toEqual({ 'fl-a': 5 });
  });

  it('scores nothing for a tournament not running, outside [start, end) or on a disabled weekday', async () => {
    const draft = await createTournament(server(), { opt_in_condition: OptInCondition.Open });
    const noMondays = await running({ time_configuration: { ...WINDOW, monday: false } });
    const id = await running();
    await ingest(server(), [
      round('nr-monday', 'nt-d'),
      round('nr-before', 'nt-a', { occurred_at: '2030-01-07T10:59:59.999Z' }),
      round('nr-end', 'nt-b', { occurred_at: '2030-01-08T11:00:00Z' }),
      round('nr-in', 'nt-c', { occurred_at: '2030-01-08T10:59:59.999Z' }),
    ]);
    expect(await board(server(), draft)).toEqual([]);
    expect(await scores(server(), noMondays)).toEqual({ 'nt-c': 10 });
    expect(await scores(server(), id)).toEqual({ 'nt-c': 10, 'nt-d': 10 });
    expect((await server().request('GET', `/api/tournaments/${draft}`)).json).toMatchObject({ status: TournamentStatus.Draft });
  });

  describe('eligibility', () => {
    const assign = (id: number, userId: string) => server().request('PUT', `/api/tournaments/${id}/players/${userId}`);
    beforeAll(() => server().ctx.db.insertInto('players').values([{ id: 'el-staff', user_name: 'Staff pick' }]).execute());

    it('Opt-In Required: counts from the player’s opt-in on (in batch order or not), or from staff’s assignment', async () => {
      const id = await running({ opt_in_condition: OptInCondition.OptIn });
      await ingest(server(), [
        round('el-1', 'el-a', { occurred_at: at(-1) }),
        round('el-2', 'el-a', { occurred_at: at(2) }),
        event('opt_in', 'el-3', 'el-a', { tournament_id: id, occurred_at: at(1) }),
        round('el-4', 'el-b'),
        round('el-5', 'el-staff'),
      ]);
      expect(await scores(server(), id)).toEqual({ 'el-a': 10 });
      expect((await assign(id, 'el-staff')).json).toBe(true);
      await ingest(server(), [round('el-6', 'el-staff', { occurred_at: at(5) }), round('el-7', 'el-a', { occurred_at: at(5) })]);
      expect(await scores(server(), id)).toEqual({ 'el-a': 20, 'el-staff': 10 });
    });

    it('an opt-in sent before the tournament runs counts once it does', async () => {
      clock.set('2030-01-07T10:30:00.000Z');
      const draft = await createTournament(server(), { opt_in_condition: OptInCondition.OptIn });
      await ingest(server(), [event('opt_in', 'ea-1', 'ea-a', { tournament_id: draft, occurred_at: '2030-01-07T10:00:00Z' })]);
      const response = await server().request('GET', `/api/tournaments/${draft}`);
      const published = await server().request('POST', `/api/tournaments/${draft}`, { body: { ...(response.json as object), status: TournamentStatus.InProgress } });
      expect(published.status).toBe(200);
      await ingest(server(), [round('ea-2', 'ea-a')]);
      expect(await scores(server(), draft)).toEqual({ 'ea-a': 10 });
    });

    it('Invite Only: only players staff assigned; opt-ins are ignored', async () => {
      const id = await running({ opt_in_condition: OptInCondition.Invite });
      await ingest(server(), [event('opt_in', 'in-1', 'in-a', { tournament_id: id, occurred_at: at(-5) }), round('in-2', 'in-a'), round('in-3', 'el-staff')]);
      expect(await scores(server(), id)).toEqual({});
      await assign(id, 'el-staff');
      await ingest(server(), [round('in-4', 'el-staff', { occurred_at: at(1) })]);
      expect(await scores(server(), id)).toEqual({ 'el-staff': 10 });
    });
  });

  it('shows the name an event gives, else keeps the stored one, else the user_id; computed is the occurred_at of the last change', async () => {
    const id = await running();
    await ingest(server(), [round('nm-1', 'nm-a', { user_name: 'Ana' }), round('nm-2', 'nm-b', { occurred_at: at(-3) })]);
    await ingest(server(), [round('nm-3', 'nm-a', { occurred_at: at(4) })]);
    expect(await board(server(), id)).toEqual([
      { rank: 1, user_id: 'nm-a', user_name: 'Ana', total_score: 20, computed: at(4) },
      { rank: 2, user_id: 'nm-b', user_name: 'nm-b', total_score: 10, computed: at(-3) },
    ]);
  });

  it('names a player who joins with an unnamed event by the name the platform sent before', async () => {
    const id = await running();
    // A round of a game in no condition scores nothing, but the platform's name is recorded.
    await ingest(server(), [round('rn-1', 'rn-a', { game_id: 99, user_name: 'Radu' })]);
    await ingest(server(), [round('rn-2', 'rn-a')]);
    expect(await board(server(), id)).toEqual([{ rank: 1, user_id: 'rn-a', user_name: 'Radu', total_score: 10, computed: DURING }]);
  });

  it('takes computed from the event that changed the score, though a 0-point event put the player on the board later in time', async () => {
    const id = await running({ win_criteria: WinCriteria.NetWin });
    // Y reaches 10 at -30; X's round at +60 wins back its stake (0 points) and joins the board, then a 10-point
    // round dated -50 arrives: X reached 10 first, so X ranks above Y.
    await ingest(server(), [round('cz-1', 'cz-y', { stake: 10, win: 20, occurred_at: at(-30) }), round('cz-2', 'cz-x', { stake: 10, win: 10, occurred_at: at(60) })]);
    expect(await board(server(), id)).toEqual([
      { rank: 1, user_id: 'cz-y', user_name: 'cz-y', total_score: 10, computed: at(-30) },
      { rank: 2, user_id: 'cz-x', user_name: 'cz-x', total_score: 0, computed: at(60) },
    ]);
    await ingest(server(), [round('cz-3', 'cz-x', { stake: 10, win: 20, occurred_at: at(-50) })]);
    expect(await board(server(), id)).toEqual([
      { rank: 1, user_id: 'cz-x', user_name: 'cz-x', total_score: 10, computed: at(-50) },
      { rank: 2, user_id: 'cz-y', user_name: 'cz-y', total_score: 10, computed: at(-30) },
    ]);
  });
});
