import { BonusType, OptInCondition, TournamentStatus } from '../../../src/domain/enums';
import type { TournamentResults } from '../../../src/domain/results/tournamentResults';
import { storeNewEvents } from '../../src/events/eventStore';
import type { GamingEvent } from '../../src/events/eventSchema';
import { countLoadedPoints } from '../../src/boards/pointsByHour';
import { recomputeRanks } from '../../src/boards/ranks';
import * as resultsReads from '../../src/results/resultsReads';
import { computeResults, READ_SLICE_MS } from '../../src/results/resultsComputation';
import { refreshDueResults } from '../../src/results/resultsJob';
import { completeDueTournaments } from '../../src/tournaments/tournamentCompletion';
import { readZip } from '../fixtures/readZip';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';

/**
 * A small tournament, Opt-In Required, from 2030-01-10 00:00 to 06:00 UTC, with known events and a known board;
 * every figure below is worked out by hand in its comment.
 */
const START = '2030-01-10T00:00:00.000Z';
const END = '2030-01-10T06:00:00.000Z';

let eventCount = 0;
const round = (user: string, at: string, stake: number, win: number): GamingEvent => ({
  id: `e${++eventCount}`,
  type: 'casino_round',
  user_id: user,
  occurred_at: at,
  game_id: 1,
  platform: 'desktop',
  stake,
  win,
});

const EVENTS: GamingEvent[] = [
  // Comparison window of the finished tournament: [2030-01-09 18:00, 2030-01-10 00:00).
  round('a', '2030-01-09T17:59:59.999Z', 999, 0), // before the comparison window: left out
  round('a', '2030-01-09T19:00:00.000Z', 10, 40),
  round('b', '2030-01-09T23:00:00.000Z', 0.1, 0.3),
  round('g', '2030-01-09T20:00:00.000Z', 1000, 0), // g plays only before: neither active nor a participant
  // The window.
  round('a', '2030-01-10T00:30:00.000Z', 100, 30),
  round('d', '2030-01-10T01:00:00.000Z', 7, 1), // d never joined: active, not eligible
  round('a', '2030-01-10T01:10:00.000Z', 50.5, 0.2),
  round('b', '2030-01-10T02:15:00.000Z', 20, 25),
  round('c', '2030-01-10T03:00:00.000Z', 5, 0),
  { id: 'e-deposit', type: 'deposit', user_id: 'e', occurred_at: '2030-01-10T04:00:00.000Z', amount: 50 }, // e: active only
  round('a', END, 999, 0), // the end is not in the window
];

describe('GET /api/tournaments/{id}/results', () => {
  const clock = testClock('2030-01-10T03:30:00.000Z');
  const server = useTestServer({ now: clock.now });
  let id: number;

  async function results(path = `/api/tournaments/${id}/results`) {
    return server().request('GET', path);
  }

  beforeAll(async () => {
    const { db } = server().ctx;
    ({ id } = await db
      .insertInto('tournaments')
      .values({
        status: TournamentStatus.InProgress,
        title: '=HYPERLINK("x") race',
        opt_in_condition: OptInCondition.OptIn,
        start_at: START,
        end_at: END,
        bonus_win_amount_ingestion_configuration: '{}',
        user_role_assignment_score_configuration: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow());
    const bonus = (type: BonusType, code: string, value: number) => JSON.stringify({ type, code, name: code, nominal_name: '', image_url: '', value });
    await db
      .insertInto('tiers')
      .values([
        { tournament_id: id, position: 0, rank_min: 1, rank_max: 1, bonus: bonus(BonusType.BonusMoney, 'CASH100', 100) },
        { tournament_id: id, position: 1, rank_min: 2, rank_max: 3, bonus: bonus(BonusType.FreeSpins, 'FS20', 20) },
        { tournament_id: id, position: 2, rank_min: 4, rank_max: 4, bonus: bonus(BonusType.Items, 'MUG', 0) },
      ])
      .execute();
    // a and c opted in before the start, b was invited during it, f was invited and never played.
    await db
      .insertInto('tournament_players')
      .values([
        { tournament_id: id, user_id: 'a', opted_in_at: '2030-01-09T20:00:00Z', assigned_at: null },
        { tournament_id: id, user_id: 'b', opted_in_at: null, assigned_at: '2030-01-10T02:00:00Z' },
        { tournament_id: id, user_id: 'c', opted_in_at: '2030-01-09T21:00:00Z', assigned_at: null },
        { tournament_id: id, user_id: 'f', opted_in_at: null, assigned_at: '2030-01-10T00:05:00Z' },
      ])
      .execute();
    // The board the engine made of them (points = stakes): f is on it at 0, by the invitation alone.
    await db
      .insertInto('leaderboard_rows')
      .values([
        { tournament_id: id, user_id: 'a', user_name: 'a', total_score: 150.5, computed: '2030-01-10T01:10:00Z' },
        { tournament_id: id, user_id: 'b', user_name: 'b', total_score: 20, computed: '2030-01-10T02:15:00Z' },
        { tournament_id: id, user_id: 'c', user_name: 'c', total_score: 5, computed: '2030-01-10T03:00:00Z' },
        { tournament_id: id, user_id: 'f', user_name: 'f', total_score: 0, computed: '2030-01-10T00:05:00Z', score_changed: false },
      ])
      .execute();
    await recomputeRanks(db, id);
    // Its points per hour, each player's at their last change: 150.5 at 01:00, 20 at 02:00, 5 at 03:00.
    await countLoadedPoints(db);
    await storeNewEvents(db, EVENTS);
  });

  it('answers pending until the job computed the first figures, then a provisional snapshot of the running tournament', async () => {
    expect((await results()).json).toEqual({ tournament_id: id, state: 'pending' });
    expect(await refreshDueResults(server().ctx)).toEqual([id]);
    const answer = (await results()).json as TournamentResults;
    expect(answer).toMatchObject({
      state: 'provisional',
      window: { from: START, to: '2030-01-10T03:30:00.000Z' },
      // As long before as the window has run so far: 3 h 30.
      before_from: '2030-01-09T20:30:00.000Z',
      // Active: a, b, c, d (e deposits at 04:00, later). Eligible: a, b, c. Scored: a, b, c. The tiers reach 4 ranks of the board of 4.
      funnel: { active: 4, eligible: 3, scored: 3, won: 4 },
      // a 100 + 50.5, b 20, c 5; wins 30 + 0.2 + 25.
      turnover: { during: 175.5, before: 0.1 },
      ggr: { during: 120.3, before: -0.2 },
      prize_cost: { lei: 100, free_spins: 40, items: 1, source: 'projected' },
      // (120.3 + 0.2 − 100) ÷ 100.
      roi_percent: 20.5,
    });
    expect(answer.series.hourly.map((hour) => hour.hour)).toEqual(['00', '01', '02', '03'].map((h) => `2030-01-10T${h}:00:00.000Z`));
    expect(answer.series.hourly.map((hour) => hour.points)).toEqual([0, 150.5, 170.5, 175.5]);
  });

  it('keeps the snapshot until it is stale: a second run computes nothing', async () => {
    expect(await refreshDueResults(server().ctx)).toEqual([]);
  });

  it('reads at most 10 minutes of events a statement, and answers the figures it stored', async () => {
    const stored = (await results()).json as TournamentResults;
    const reads = jest.spyOn(resultsReads, 'playInSlice');
    try {
      const tournament = { id, status: TournamentStatus.InProgress, opt_in_condition: OptInCondition.OptIn, start_at: new Date(START), end_at: new Date(END) };
      const { results: computed } = await computeResults(server().ctx.db, tournament, new Date(stored.computed_at));
      expect(computed).toEqual(stored);
      const spans = reads.mock.calls.map(([, from, to]) => to.getTime() - from.getTime());
      // 3 h 30 of the window and as long before it, in pieces of 10 minutes.
      expect(spans).toHaveLength(42);
      expect(Math.max(...spans)).toBe(READ_SLICE_MS);
    } finally {
      reads.mockRestore();
    }
  });

  it('keeps the final figures when the tournament completes, and answers them after its events expired', async () => {
    const { ctx } = server();
    clock.set('2030-01-10T12:00:00.000Z');
    expect(await completeDueTournaments(ctx)).toEqual([id]);
    expect(await refreshDueResults(ctx)).toEqual([id]);
    const final = (await results()).json as TournamentResults;
    expect(final).toEqual({
      tournament_id: id,
      state: 'final',
      computed_at: '2030-01-10T12:00:00.000Z',
      window: { from: START, to: END },
      before_from: '2030-01-09T18:00:00.000Z',
      // e's deposit now counts as activity; f won the item on the board without ever playing.
      funnel: { active: 5, eligible: 3, scored: 3, won: 4 },
      // Before: a 10 / 40, b 0.1 / 0.3 (g is no participant; a's 17:59:59.999 round and the round at the end are outside).
      turnover: { during: 175.5, before: 10.1 },
      ggr: { during: 120.3, before: -30.2 },
      // From the outbox: rank 1 100 lei, ranks 2 and 3 20 free spins each, rank 4 an item.
      prize_cost: { lei: 100, free_spins: 40, items: 1, source: 'outbox' },
      cost_per_participant: { lei: 33.33, free_spins: 13.33, items: 0.33 },
      // (120.3 − (−30.2) − 100) ÷ 100.
      roi_percent: 50.5,
      series: {
        hourly: [
          { hour: '2030-01-10T00:00:00.000Z', active_participants: 1, participants: 1, turnover: 100, ggr: 70, points: 0 },
          { hour: '2030-01-10T01:00:00.000Z', active_participants: 1, participants: 1, turnover: 50.5, ggr: 50.3, points: 150.5 },
          { hour: '2030-01-10T02:00:00.000Z', active_participants: 1, participants: 2, turnover: 20, ggr: -5, points: 170.5 },
          { hour: '2030-01-10T03:00:00.000Z', active_participants: 1, participants: 3, turnover: 5, ggr: 5, points: 175.5 },
          { hour: '2030-01-10T04:00:00.000Z', active_participants: 0, participants: 3, turnover: 0, ggr: 0, points: 175.5 },
          { hour: '2030-01-10T05:00:00.000Z', active_participants: 0, participants: 3, turnover: 0, ggr: 0, points: 175.5 },
        ],
        // Scores 5, 20 and 150.5 in 10 buckets 14.55 wide from 5.
        score_distribution: Array.from({ length: 10 }, (_, i) => ({
          from: (500 + i * 1455) / 100,
          to: (500 + (i + 1) * 1455) / 100,
          players: i === 0 || i === 1 || i === 9 ? 1 : 0,
        })),
      },
    });

    await ctx.db.deleteFrom('gaming_events').execute();
    clock.set('2030-02-25T12:00:00.000Z');
    expect(await refreshDueResults(ctx)).toEqual([]);
    expect((await results()).json).toEqual(final);
  });

  it('exports the figures as CSV with a BOM, the title made safe for a spreadsheet, labels in the request’s language', async () => {
    const response = await fetch(`${server().url}/api/tournaments/${id}/results.csv`, {
      headers: { authorization: `Bearer ${await server().token()}`, 'accept-language': 'ro' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${id}_results_2030-02-25T12:00:00.000Z.csv"`);
    // fetch's text() would drop the byte order mark: read the bytes.
    const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFFfigure,label,value\n')).toBe(true);
    const lines = text.split('\n');
    expect(lines).toContain(`tournament,tournament,"'=HYPERLINK(""x"") race"`);
    expect(lines).toContain('funnel.active,Jucători activi,5');
    expect(lines).toContain('roi_percent,ROI,50.5');
    expect(lines).toContain('2030-01-10T02:00:00.000Z,1,2,20,-5,170.5');
    expect(lines).toContain('5,19.55,1');
  });

  it('exports the figures as an .xlsx workbook: numbers as numeric cells, texts escaped inline strings, labels and definitions in the request’s language', async () => {
    const response = await fetch(`${server().url}/api/tournaments/${id}/results.xlsx`, {
      headers: { authorization: `Bearer ${await server().token()}`, 'accept-language': 'ro' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${id}_results_2030-02-25T12:00:00.000Z.xlsx"`);
    const parts = new Map(readZip(Buffer.from(await response.arrayBuffer())).map(({ path, data }) => [path, data.toString('utf8')]));
    expect([...parts.keys()]).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', ...[1, 2, 3].map((n) => `xl/worksheets/sheet${n}.xml`)]);
    expect(parts.get('xl/workbook.xml')).toMatch(/<sheet name="figures" .*<sheet name="hourly" .*<sheet name="score_distribution" /);
    const figures = parts.get('xl/worksheets/sheet1.xml')!;
    /** The row whose first cell is the key. */
    const row = (key: string) => figures.match(new RegExp(`<row r="\\d+"><c r="A\\d+" t="inlineStr"><is><t xml:space="preserve">${key.replace('.', '\\.')}</t>.*?</row>`))?.[0];
    expect(row('funnel.active')).toMatch(/Jucători activi.*<c r="C8"><v>5<\/v><\/c>.*Jucătorii cu orice eveniment de la platformă/);
    // Money: its exact decimal, in the money format (style 2).
    expect(row('ggr.during')).toContain('<c r="C14" s="2"><v>120.3</v></c>');
    expect(row('cost_per_participant.lei')).toContain('<v>33.33</v>');
    // The title: escaped, an inline string (never a formula), marked as text (style 1) since it starts with =.
    expect(row('tournament')).toContain('<c r="C2" s="1" t="inlineStr"><is><t xml:space="preserve">=HYPERLINK(&#34;x&#34;) race</t></is></c>');
    expect(figures).not.toContain('<f>');
    expect(parts.get('xl/worksheets/sheet2.xml')).toContain('<row r="4"><c r="A4" t="inlineStr"><is><t xml:space="preserve">2030-01-10T02:00:00.000Z</t></is></c><c r="B4"><v>1</v></c><c r="C4"><v>2</v></c><c r="D4" s="2"><v>20</v></c><c r="E4" s="2"><v>-5</v></c><c r="F4"><v>170.5</v></c></row>');
    expect(parts.get('xl/worksheets/sheet3.xml')).toContain('<row r="2"><c r="A2"><v>5</v></c><c r="B2"><v>19.55</v></c><c r="C2"><v>1</v></c></row>');
  });

  it('answers 404 for an unknown tournament, 400 for a malformed id and 409 for one not started, the exports as the JSON call', async () => {
    expect((await results('/api/tournaments/999999/results')).status).toBe(404);
    const { id: draft } = await server()
      .ctx.db.insertInto('tournaments')
      .values({ title: 'Draft', start_at: START, end_at: END, bonus_win_amount_ingestion_configuration: '{}', user_role_assignment_score_configuration: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await results(`/api/tournaments/${draft}/results`);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: `Tournament ${draft} has not started: its results begin when it does` });
    for (const format of ['csv', 'xlsx']) {
      expect((await results(`/api/tournaments/${draft}/results.${format}`)).status).toBe(409);
      expect((await results(`/api/tournaments/999999/results.${format}`)).status).toBe(404);
      expect((await results(`/api/tournaments/x/results.${format}`)).status).toBe(400);
    }
  });
});
