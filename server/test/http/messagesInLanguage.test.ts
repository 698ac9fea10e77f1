import { romanianMessages } from '../../../src/i18n/ro';
import { casinoRounds } from '../events/eventFixtures';
import { createTournament, publishTournament, validTournamentBody } from '../fixtures/tournamentFixture';
import { useTestServer, type TestResponse } from '../harness';

/**
 * Issue 14: the API's validation and error messages follow Accept-Language, English when it is absent; the rules the
 * console shares answer with the console's catalog keys (domain.*), so the same words as the form.
 */
describe('the messages of the API, in the language asked for', () => {
  const server = useTestServer();
  const ro = { 'accept-language': 'ro' };
  /** The Romanian of a shared message, as the console shows it. */
  const shared = (id: string) => {
    expect(romanianMessages).toHaveProperty([id]);
    return romanianMessages[id];
  };
  const both = async (send: (headers: Record<string, string>) => Promise<TestResponse>) => ({ english: await send({}), romanian: await send(ro) });

  it('refuses an invalid create with the domain’s messages, in Romanian or in English', async () => {
    const body = { ...validTournamentBody(server().ctx.now()), title: '', tiers: [] };
    const { english, romanian } = await both((headers) => server().request('PUT', '/api/tournaments', { body, headers }));
    expect([english.status, english.json]).toEqual([
      400,
      {
        message: 'Title required',
        errors: [
          { field: 'title', message: 'Title required' },
          { field: 'tiers', message: 'Should be at least one tier' },
        ],
      },
    ]);
    expect([romanian.status, romanian.json]).toEqual([
      400,
      {
        message: shared('domain.tournament.titleRequired'),
        errors: [
          { field: 'title', message: shared('domain.tournament.titleRequired') },
          { field: 'tiers', message: shared('domain.tournament.tierRequired') },
        ],
      },
    ]);
    expect(romanian.json).toMatchObject({ message: 'Titlul este obligatoriu' });
  });

  it('refuses an invalid update of a draft in either language', async () => {
    const id = await createTournament(server());
    const body = { ...validTournamentBody(server().ctx.now()), cta_text: '' };
    const { english, romanian } = await both((headers) => server().request('POST', `/api/tournaments/${id}`, { body, headers }));
    expect([english.status, english.json]).toEqual([400, { message: 'CTA required', errors: [{ field: 'cta_text', message: 'CTA required' }] }]);
    const cta = shared('domain.tournament.ctaRequired');
    expect([romanian.status, romanian.json]).toEqual([400, { message: cta, errors: [{ field: 'cta_text', message: cta }] }]);
  });

  it('refuses an invalid score adjustment field by field in either language', async () => {
    const { english, romanian } = await both((headers) => server().request('PUT', '/api/leaderboards/adjust-score-manually', { body: { tournament_id: 1 }, headers }));
    expect([english.status, english.json]).toEqual([
      400,
      { message: 'Note is mandatory', errors: { note: 'Note is mandatory', score: 'Score is mandatory', user_id: 'User ID is mandatory' } },
    ]);
    const note = shared('domain.scoreAdjustment.noteRequired');
    expect([romanian.status, romanian.json]).toEqual([
      400,
      { message: note, errors: { note, score: shared('domain.scoreAdjustment.scoreRequired'), user_id: shared('domain.scoreAdjustment.userIdRequired') } },
    ]);
  });

  it('words a schema refusal in either language', async () => {
    const body = { ...validTournamentBody(server().ctx.now()), leaderboard_size: '10' };
    const { english, romanian } = await both((headers) => server().request('PUT', '/api/tournaments', { body, headers }));
    expect(english.json).toEqual({ message: 'leaderboard_size: must be integer or null' });
    expect(romanian.json).toEqual({ message: 'leaderboard_size: trebuie să fie de tipul integer sau null' });
  });

  it('answers 404 in either language', async () => {
    const tournament = await both((headers) => server().request('GET', '/api/tournaments/987654', { headers }));
    expect([tournament.english.status, tournament.english.json]).toEqual([404, { message: 'Tournament 987654 not found' }]);
    expect([tournament.romanian.status, tournament.romanian.json]).toEqual([404, { message: 'Turneul 987654 nu a fost găsit' }]);
    const board = await both((headers) => server().request('GET', '/api/leaderboard/987654', { headers }));
    expect([board.english.json, board.romanian.json]).toEqual([{ message: 'Tournament not found' }, { message: 'Turneul nu a fost găsit' }]);
  });

  it('answers 401 and 403 in either language', async () => {
    const missing = await both((headers) => server().request('GET', '/api/tournaments/running', { token: null, headers }));
    expect([missing.english.status, missing.english.json]).toEqual([401, { message: 'Missing bearer token' }]);
    expect([missing.romanian.status, missing.romanian.json]).toEqual([401, { message: 'Lipsește tokenul de acces (bearer)' }]);
    const invalid = await both((headers) => server().request('GET', '/api/tournaments/running', { token: 'not-a-token', headers }));
    expect([invalid.english.json, invalid.romanian.json]).toEqual([{ message: 'Invalid or expired token' }, { message: 'Token invalid sau expirat' }]);
    const token = await server().ingestToken();
    const machine = await both((headers) => server().request('GET', '/api/tournaments/running', { token, headers }));
    expect(machine.english).toMatchObject({ status: 403, json: { message: 'This call is for staff: a machine client may only post events' } });
    expect(machine.romanian).toMatchObject({ status: 403, json: { message: 'Acest apel este destinat personalului: un client automat poate doar să trimită evenimente' } });
  });

  it('names the status a refusal of the status rules meets in the language asked for (409)', async () => {
    const { id } = await publishTournament(server(), await createTournament(server()));
    const body = validTournamentBody(server().ctx.now());
    const { english, romanian } = await both((headers) => server().request('POST', `/api/tournaments/${id}`, { body, headers }));
    expect([english.status, english.json]).toEqual([409, { message: `Only draft tournaments can be edited; tournament ${id} is In Progress` }]);
    expect([romanian.status, romanian.json]).toEqual([409, { message: `Doar turneele în stare de ciornă pot fi modificate; turneul ${id} are starea ${shared('domain.tournamentStatus.inProgress')}` }]);
  });

  it('says who changed a tournament (412) in either language, with the same data beside it', async () => {
    const id = await createTournament(server());
    const body = validTournamentBody(server().ctx.now());
    const { english, romanian } = await both((headers) => server().request('POST', `/api/tournaments/${id}`, { body, headers: { ...headers, 'if-match': '"999"' } }));
    expect(english.status).toBe(412);
    expect(english.json).toMatchObject({ message: expect.stringMatching(/^Tournament \d+ was changed by .+ at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC; load their version or overwrite it$/) });
    const { message: englishMessage, ...data } = english.json as { message: string };
    const changedBy = (data as { changed_by: string }).changed_by;
    expect(romanian.status).toBe(412);
    expect(romanian.json).toEqual({ ...data, message: expect.stringMatching(/^Turneul \d+ a fost modificat de .+ la \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC; încărcați versiunea respectivă sau suprascrieți-o$/) });
    expect(englishMessage).toContain(` by ${changedBy} at `);
    expect((romanian.json as { message: string }).message).toContain(` de ${changedBy} la `);
  });

  it('answers the ingest API in English by default, in Romanian when asked', async () => {
    const token = await server().ingestToken();
    const batch = [casinoRounds('lang', 1)[0], { ...casinoRounds('lang', 1, 1)[0], type: 'poker' }];
    const { english, romanian } = await both((headers) => server().request('POST', '/api/events', { body: batch, token, headers }));
    expect(english.json).toEqual({ message: '[1].type: must be one of casino_round, bonus_win, deposit, role_assigned, opt_in', index: 1 });
    expect(romanian.json).toEqual({ message: '[1].type: trebuie să fie unul dintre casino_round, bonus_win, deposit, role_assigned, opt_in', index: 1 });
  });

  it('answers English to a malformed Accept-Language, and to a language it does not speak', async () => {
    const body = { ...validTournamentBody(server().ctx.now()), title: '' };
    for (const language of ['ro;q=x', 'ro_RO', 'ro;q=2', 'de-DE, fr;q=0.9']) {
      const headers = { 'accept-language': language };
      expect((await server().request('PUT', '/api/tournaments', { body, headers })).json).toMatchObject({ message: 'Title required' });
      expect((await server().request('GET', '/api/tournaments/987654', { headers })).json).toEqual({ message: 'Tournament 987654 not found' });
    }
  });

  it('answers a browser’s usual header in Romanian', async () => {
    const headers = { 'accept-language': 'ro-RO,ro;q=0.9,en-US;q=0.8,en;q=0.7' };
    expect((await server().request('GET', '/api/tournaments/987654', { headers })).json).toEqual({ message: 'Turneul 987654 nu a fost găsit' });
  });
});
