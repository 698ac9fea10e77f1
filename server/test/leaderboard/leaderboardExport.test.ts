import { useTestServer } from '../harness';
import { testClock } from '../fixtures/testClock';
import { BonusType } from '../../../src/domain/enums';
import { BASE_COMPUTED, fillLeaderboard, insertTournament, playerId } from './leaderboardFixtures';
import { leaderboardCsvChunks } from '../../src/leaderboard/leaderboardCsv';

const HEADER = 'rank,user_id,user_name,total_score,computed,prize_code,prize_name';

describe('GET /api/export/leaderboard/{id}', () => {
  const clock = testClock('2030-01-07T10:30:00.000Z');
  const server = useTestServer({ now: clock.now });
  let tournamentId: number;
  const size = 20_000;
  beforeAll(async () => {
    tournamentId = await insertTournament(server().ctx.db);
    await fillLeaderboard(server().ctx.db, tournamentId, size);
  });

  /** The harness's request parses JSON; a CSV download is fetched as text. */
  async function exportCsv(id = tournamentId) {
    const response = await fetch(`${server().url}/api/export/leaderboard/${id}`, { headers: { authorization: `Bearer ${await server().token()}` } });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  it('streams every row as CSV in rank order, as an attachment named after the tournament and the time', async () => {
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${tournamentId}_leaderboard_2030-01-07T10:30:00.000Z.csv"`);
    // Streamed in chunks: no length is known up front.
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const lines = response.text.trimEnd().split('\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(size + 1);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(Array.from({ length: size }, (_, i) => i + 1));
  });

  it('writes the same values as the leaderboard page, computed as an ISO UTC time', async () => {
    const page = (await server().request('GET', `/api/leaderboard/${tournamentId}?take=3`)).json as { rows: Record<string, unknown>[] };
    const lines = (await exportCsv()).text.split('\n').slice(1, 4);
    expect(lines).toEqual(page.rows.map((row) => [row.rank, row.user_id, row.user_name, row.total_score, row.computed, '', ''].join(',')));
    expect(lines[0]).toMatch(new RegExp(`,${BASE_COMPUTED.toISOString().slice(0, 17)}\\d\\d\\.000Z,,$`));
  });

  it('quotes user names as CSV needs', async () => {
    const other = await insertTournament(server().ctx.db);
    await server().ctx.db
      .insertInto('leaderboard_rows')
      .values([
        { tournament_id: other, user_id: 'u1', user_name: 'Smith, "The Ace"', total_score: 30, computed: BASE_COMPUTED },
        { tournament_id: other, user_id: 'u2', user_name: 'two\nlines', total_score: 20.5, computed: BASE_COMPUTED },
        { tournament_id: other, user_id: 'u3', user_name: 'Ionuț', total_score: -1, computed: BASE_COMPUTED },
      ])
      .execute();
    const response = await exportCsv(other);
    const at = BASE_COMPUTED.toISOString();
    expect(response.text).toBe(
      `${HEADER}\n1,u1,"Smith, ""The Ace""",30,${at},,\n2,u2,"two\nlines",20.5,${at},,\n3,u3,Ionuț,-1,${at},,\n`,
    );
  });

  it('prefixes names a spreadsheet would run as a formula with an apostrophe, and leaves numbers alone', async () => {
    const other = await insertTournament(server().ctx.db);
    const names = ['=HYPERLINK("http://evil.test","x")', '+SUM(A1:A9)', '-2+3', '@cmd', '\tTab', '\rReturn', 'Ana=Bob'];
    await server()
      .ctx.db.insertInto('leaderboard_rows')
      .values(names.map((name, i) => ({ tournament_id: other, user_id: i === 0 ? '=u1' : `u${i + 1}`, user_name: name, total_score: -5 - i, computed: BASE_COMPUTED })))
      .execute();
    const at = BASE_COMPUTED.toISOString();
    expect((await exportCsv(other)).text).toBe(
      [
        HEADER,
        `1,'=u1,"'=HYPERLINK(""http://evil.test"",""x"")",-5,${at},,`,
        `2,u2,'+SUM(A1:A9),-6,${at},,`,
        `3,u3,'-2+3,-7,${at},,`,
        `4,u4,'@cmd,-8,${at},,`,
        `5,u5,'\tTab,-9,${at},,`,
        `6,u6,"'\rReturn",-10,${at},,`,
        `7,u7,Ana=Bob,-11,${at},,`,
        '',
      ].join('\n'),
    );
  });

  it("neutralises a formula after a ; or , (a ro-RO, de or fr spreadsheet splits there) and after leading white space or invisible characters", async () => {
    const other = await insertTournament(server().ctx.db);
    const names = ['x;=1+1;', ' =1+1', '\u00A0=1+1', '\u200B=1+1', 'Ana, -2', 'Ana; Bob'];
    await server()
      .ctx.db.insertInto('leaderboard_rows')
      .values(names.map((name, i) => ({ tournament_id: other, user_id: i === 0 ? 'u;=1' : `u${i + 1}`, user_name: name, total_score: 10 - i, computed: BASE_COMPUTED })))
      .execute();
    const at = BASE_COMPUTED.toISOString();
    expect((await exportCsv(other)).text).toBe(
      [
        HEADER,
        `1,u;'=1,x;'=1+1;,10,${at},,`,
        `2,u2,' =1+1,9,${at},,`,
        `3,u3,'\u00A0=1+1,8,${at},,`,
        `4,u4,'\u200B=1+1,7,${at},,`,
        `5,u5,"Ana,' -2",6,${at},,`,
        `6,u6,Ana; Bob,5,${at},,`,
        '',
      ].join('\n'),
    );
  });

  it('starts with a UTF-8 byte order mark, so that Excel shows Romanian names as they are (issue 27)', async () => {
    const response = await fetch(`${server().url}/api/export/leaderboard/${tournamentId}`, { headers: { authorization: `Bearer ${await server().token()}` } });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(0, 3 + HEADER.length))).toBe(`\uFEFF${HEADER}`);
  });

  it('writes last the prize each rank wins: the first tier covering it, its code and display name, spreadsheet-safe (issue 27)', async () => {
    const other = await insertTournament(server().ctx.db);
    const bonus = (type: BonusType, code: string, name: string, nominal_name: string, value: number) => JSON.stringify({ type, code, name, nominal_name, image_url: '', value });
    await server()
      .ctx.db.insertInto('tiers')
      .values([
        { tournament_id: other, position: 0, rank_min: 1, rank_max: 1, bonus: bonus(BonusType.BonusMoney, 'BM_500_LEI', '500 lei bonus money', '', 500) },
        { tournament_id: other, position: 1, rank_min: 1, rank_max: 3, bonus: bonus(BonusType.FreeSpins, 'FS_20', '', '', 20) },
        { tournament_id: other, position: 2, rank_min: 4, rank_max: 4, bonus: bonus(BonusType.Items, '=ITEM', 'Phone, 256 GB', '', 0) },
      ])
      .execute();
    await server()
      .ctx.db.insertInto('leaderboard_rows')
      .values([50, 40, 30, 20, 10].map((score, i) => ({ tournament_id: other, user_id: `u${i + 1}`, user_name: `P${i + 1}`, total_score: score, computed: BASE_COMPUTED })))
      .execute();
    const at = BASE_COMPUTED.toISOString();
    expect((await exportCsv(other)).text).toBe(
      [
        HEADER,
        `1,u1,P1,50,${at},BM_500_LEI,500 lei bonus money`,
        `2,u2,P2,40,${at},FS_20,20 FS`,
        `3,u3,P3,30,${at},FS_20,20 FS`,
        `4,u4,P4,20,${at},'=ITEM,"Phone, 256 GB"`,
        `5,u5,P5,10,${at},,`,
        '',
      ].join('\n'),
    );
    // Read 2 rows a chunk, each chunk joins only the tiers reaching its ranks (the third, ranks 5 and 6, none): the same lines.
    let chunked = '';
    for await (const chunk of leaderboardCsvChunks(server().ctx.db, other, 2)) chunked += chunk;
    expect(chunked).toBe(`\uFEFF${(await exportCsv(other)).text}`);
  });

  it('exports only the header for an empty leaderboard', async () => {
    const empty = await insertTournament(server().ctx.db);
    expect((await exportCsv(empty)).text).toBe(`${HEADER}\n`);
  });

  it('gives the database connection back when the download is aborted', async () => {
    const controller = new AbortController();
    const response = await fetch(`${server().url}/api/export/leaderboard/${tournamentId}`, {
      headers: { authorization: `Bearer ${await server().token()}` },
      signal: controller.signal,
    });
    await response.body?.getReader().read();
    controller.abort();
    // The embedded database has one connection: had the export kept it, this would never answer.
    for (let i = 0; i < 3; i += 1) {
      const rank = await server().request('GET', `/api/leaderboard/${tournamentId}/player/${playerId(1)}/rank`);
      expect(rank.status).toBe(200);
      expect((await exportCsv()).text.trimEnd().split('\n')).toHaveLength(size + 1);
    }
  });

  it('answers 404 for an unknown tournament, 400 for a malformed id, 401 without a token', async () => {
    const unknown = await server().request('GET', '/api/export/leaderboard/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Tournament not found' });
    expect((await server().request('GET', '/api/export/leaderboard/x')).status).toBe(400);
    expect(
      (await server().request('GET', `/api/export/leaderboard/${tournamentId}`, { token: null })).status,
    ).toBe(401);
  });
});
