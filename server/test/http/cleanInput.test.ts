import { LEADERBOARD_SIZE_MAX, RICH_TEXT_MAX_BYTES } from '../../../src/domain/inputLimits';
import { createTournament, getTournament, validTournamentBody } from '../fixtures/tournamentFixture';
import { useTestServer } from '../harness';

/** Issue 16 "Clean input": what a client sends is refused with a 400 naming the field, not stored or a 500. */
describe('input the API refuses', () => {
  const server = useTestServer();
  const body = (overrides: Record<string, unknown> = {}) => ({ ...validTournamentBody(server().ctx.now()), ...overrides });
  const create = (sent: unknown) => server().request('PUT', '/api/tournaments', { body: sent });
  const createRaw = (rawBody: string) => server().request('PUT', '/api/tournaments', { rawBody });

  function expectRefusal(response: { status: number; json: unknown }, field: string, message: string) {
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: `${field}: ${message}` });
  }

  it.each([
    ['title', 'Race\u0000'],
    ['title', 'Two\nlines'],
    ['title', 'Tab\there'],
    ['slug', 'del\u007f'],
    ['description', 'bell\u0007'],
    ['terms_and_conditions_text', '<p>T\u0000</p>'],
    ['hero_image_desktop', 'https://images.example.test/\u0000.png'],
    ['title', 'half a pair \ud800'],
    ['title', 'next line \u0085'],
    ['title', 'escape \u009b31m'],
    ['title', 'line separator \u2028'],
    ['description', 'C1 \u009b31m'],
  ])('refuses a %s holding a control character: 400 naming the field', async (field, value) => {
    expectRefusal(await create(body({ [field]: value })), field, 'must not contain control characters');
  });

  it('refuses a body in a content coding with 415 after the gate: 401 without a token, nothing stored', async () => {
    const gzipped = { rawBody: JSON.stringify(body({ title: 'Labelled gzip' })), headers: { 'content-encoding': 'gzip' } };
    expect(await server().request('PUT', '/api/tournaments', gzipped)).toMatchObject({ status: 415, json: { message: 'Content-Encoding gzip is not supported: send the body uncompressed' } });
    expect((await server().request('PUT', '/api/tournaments', { ...gzipped, token: null })).status).toBe(401);
    expect(await server().ctx.db.selectFrom('tournaments').select('id').where('title', '=', 'Labelled gzip').execute()).toEqual([]);
  });

  it.each(['', '   '])('refuses a bonus or role id key %j in the configuration maps, naming the map', async (key) => {
    for (const [map, entry] of [
      ['bonus_win_amount_ingestion_configuration', { win_amount_multiplication_factor: 2 }],
      ['user_role_assignment_score_configuration', { score_to_add: 5 }],
    ] as const) {
      const response = await create(body({ [map]: { B1: entry, [key]: entry } }));
      expect(response).toMatchObject({ status: 400, json: { message: `${map}: must not be blank` } });
    }
  });

  it('keeps line breaks and tabs in multi-line texts, and any Unicode', async () => {
    const texts = { description: 'One\r\n\ttwo\nthree', short_description: 'Ionuț 🎰 ñ', terms_and_conditions_text: '<p>a\nb</p>' };
    const id = await createTournament(server(), texts);
    expect(await getTournament(server(), id)).toMatchObject(texts);
  });

  it('refuses a NUL in a nested text, naming its path', async () => {
    const [tier] = body().tiers as Array<{ bonus: object }>;
    const tiers = [tier, { ...tier, bonus: { ...tier.bonus, name: 'x\u0000' } }];
    expectRefusal(await create(body({ tiers })), 'tiers[1].bonus.name', 'must not contain control characters');
  });

  it('refuses a NUL in the summary video URL', async () => {
    const id = await createTournament(server());
    const response = await server().request('POST', `/api/tournaments/${id}/summary-video-url`, { body: { summary_video_url: 'https://v.example.test/\u0000' } });
    expectRefusal(response, 'summary_video_url', 'must not contain control characters');
  });

  it('refuses a NUL or an overlong text in a query or path parameter', async () => {
    expectRefusal(await server().request('GET', '/api/game-feeds/infos/search?q=slot%00'), 'q', 'must not contain control characters');
    expectRefusal(await server().request('GET', `/api/game-feeds/infos/search?q=${'a'.repeat(201)}`), 'q', 'must not have more than 200 characters');
    expectRefusal(await server().request('GET', '/api/leaderboard/1/player/p%00/rank'), 'playerId', 'must not contain control characters');
  });

  it("reads a player id as long as an invitation's in a path, and refuses a bad percent-encoding with JSON words", async () => {
    const long = encodeURIComponent('ț'.repeat(200));
    expect((await server().request('GET', `/api/leaderboard/1/player/${long}/rank`)).status).toBe(200);
    expect(await server().request('GET', '/api/tournaments/%')).toMatchObject({ status: 400, json: { message: 'The address is not valid: a part of it is not valid percent-encoding' } });
  });

  it.each(['Infinity', '-Infinity', '1e309', '0x2', '2e0', '%2B2', '%202', '0b10'])('refuses %s where a parameter is a number, though ajv converts it to one', async (text) => {
    expectRefusal(await server().request('GET', `/api/tournaments/${text}`), 'id', 'must be number');
    expectRefusal(await server().request('GET', `/api/tournaments/1/payout-review?take=${text}`), 'take', 'must be number');
    expectRefusal(await server().request('GET', `/api/tournaments/in-status/0?take=${text}`), 'take', 'must be number');
  });

  it('reads a number parameter written in decimal digits, with a leading zero or a fraction where it may have one', async () => {
    expect((await server().request('GET', '/api/tournaments/in-status/0?take=05&skip=0')).status).toBe(200);
    expect((await server().request('GET', '/api/tournaments/1/payout-review?take=10')).status).not.toBe(400);
  });

  it('refuses strings where numbers and booleans belong: a JSON body is not converted', async () => {
    expectRefusal(await create(body({ leaderboard_size: '10' })), 'leaderboard_size', 'must be integer or null');
    expectRefusal(await create(body({ deposit_amount_multiplication_factor: '1' })), 'deposit_amount_multiplication_factor', 'must be number');
    expectRefusal(await create(body({ is_promoted: 'true' })), 'is_promoted', 'must be boolean');
    expectRefusal(await create(body({ free_spins: 'Infinity' })), 'free_spins', 'must be number or null');
    expectRefusal(await create(body({ title: 7 })), 'title', 'must be string');
    const adjustment = { tournament_id: 1, user_id: 'p', score: '5', note: 'n' };
    expectRefusal(await server().request('PUT', '/api/leaderboards/adjust-score-manually', { body: adjustment }), 'score', 'must be number');
    const booster = { id: 0, tournament_id: 1, multiplier: '2', name: 'x', start_date: null, end_date: null, day_of_week: null, day_of_month: null };
    expectRefusal(await server().request('POST', '/api/boosters', { body: [booster] }), '[0].multiplier', 'must be number');
    expectRefusal(await server().request('POST', '/api/boosters', { body: [{ ...booster, multiplier: 2, tournament_id: undefined }] }), '[0].tournament_id', 'is required');
  });

  it('still converts path and query parameters, which are text by nature', async () => {
    const id = await createTournament(server());
    expect((await server().request('GET', `/api/tournaments/${id}`)).status).toBe(200);
    expect((await server().request('GET', '/api/game-feeds/infos?take=2&skip=1')).status).toBe(200);
  });

  it('refuses numbers that are not finite (1e999 parses as Infinity)', async () => {
    const raw = JSON.stringify(body()).replace('"deposit_amount_multiplication_factor":1', '"deposit_amount_multiplication_factor":1e999');
    expectRefusal(await createRaw(raw), 'deposit_amount_multiplication_factor', 'must be number');
  });

  it('keeps the leaderboard size positive and capped, and the tiers within it', async () => {
    expectRefusal(await create(body({ leaderboard_size: -1 })), 'leaderboard_size', 'must be >= 1');
    expectRefusal(await create(body({ leaderboard_size: 0 })), 'leaderboard_size', 'must be >= 1');
    expectRefusal(await create(body({ leaderboard_size: LEADERBOARD_SIZE_MAX + 1 })), 'leaderboard_size', `must be <= ${LEADERBOARD_SIZE_MAX}`);
    const response = await create(body({ leaderboard_size: 2 }));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message: 'Max rank should not be greater than the leaderboard size', errors: [{ field: 'tiers[0].rank_max' }] });
  });

  it('refuses 10,000 tiers', async () => {
    const [tier] = body().tiers as object[];
    expectRefusal(await create(body({ tiers: Array.from({ length: 10_000 }, () => tier) })), 'tiers', 'must not have more than 100 items');
  });

  it('caps texts at what a person types, and rich text in UTF-8 bytes', async () => {
    expectRefusal(await create(body({ title: 'x'.repeat(201) })), 'title', 'must not have more than 200 characters');
    // 40,000 characters, 120,000 bytes: within the length, beyond the bytes.
    const terms = `<p>${'€'.repeat(40_000)}</p>`;
    expectRefusal(await create(body({ terms_and_conditions_text: terms })), 'terms_and_conditions_text', `must not have more than ${RICH_TEXT_MAX_BYTES} bytes in UTF-8`);
  });

  it('answers a 9 MB title with a JSON refusal, never a 500', async () => {
    const response = await create(body({ title: 'x'.repeat(9 * 1024 * 1024) }));
    expect([400, 413]).toContain(response.status);
    expect(response.json).toEqual({ message: expect.any(String) });
  });
});
