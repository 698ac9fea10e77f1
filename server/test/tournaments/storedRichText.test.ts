import type { Tournament } from '../../../src/domain/tournament';
import { createTournament, getTournament, validTournamentBody } from '../fixtures/tournamentFixture';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';

/** The finding: terms holding an <img onerror> were stored as sent and ran in the editor. */
const PLANTED = '<p>Terms</p><img src=x onerror="window.__xss=1"><p onclick="alert(1)">more</p>';
const STORED = '<p>Terms</p><p>more</p>';

describe('the terms text is stored sanitized', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });

  const storedTerms = async (id: number) =>
    (await server().ctx.db.selectFrom('tournaments').select('terms_and_conditions_text').where('id', '=', id).executeTakeFirstOrThrow()).terms_and_conditions_text;

  it('on create (PUT /api/tournaments): the row holds no handler, and the tournament reads back without it', async () => {
    const id = await createTournament(server(), { terms_and_conditions_text: PLANTED });
    expect(await storedTerms(id)).toBe(STORED);
    expect((await getTournament(server(), id)).terms_and_conditions_text).toBe(STORED);
  });

  it('on save (POST /api/tournaments/{id}): the answer and the row hold the sanitized text', async () => {
    const id = await createTournament(server());
    const body = { ...validTournamentBody(clock.now(), { terms_and_conditions_text: PLANTED }), id };
    const response = await server().request('POST', `/api/tournaments/${id}`, { body });
    expect(response.status).toBe(200);
    expect((response.json as Tournament).terms_and_conditions_text).toBe(STORED);
    expect(await storedTerms(id)).toBe(STORED);
  });

  it("counts terms made only of script as empty: 'T&C text is required if no url provided', nothing stored", async () => {
    const before = await server().ctx.db.selectFrom('tournaments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const body = validTournamentBody(clock.now(), { terms_and_conditions: '', terms_and_conditions_text: '<script>alert(1)</script>' });
    const response = await server().request('PUT', '/api/tournaments', { body });
    expect(response.status).toBe(400);
    expect(response.text).toContain('T&C text is required if no url provided');
    const after = await server().ctx.db.selectFrom('tournaments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("keeps the editor's formatting as sent", async () => {
    const formatted = '<h2>Rules</h2><ol><li class="ql-indent-1"><strong>Bold</strong> <a href="https://example.test/" rel="noopener noreferrer" target="_blank">link</a></li></ol>';
    const id = await createTournament(server(), { terms_and_conditions_text: formatted });
    expect(await storedTerms(id)).toBe(formatted);
  });
});
