import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TournamentStatus } from '../../../src/domain/enums';
import type { Booster, Tournament } from '../../../src/domain/tournament';
import { hashPassword } from '../../src/idp/passwordHash';
import { staffAccountsFile, type StaffAccount } from '../../src/idp/staffAccounts';
import { newBooster } from '../fixtures/boosterFixture';
import { testClock } from '../fixtures/testClock';
import { completeTournament, createTournament, startTournament } from '../fixtures/tournamentFixture';
import { useTestServer, type TestResponse } from '../harness';
import { signIn } from '../signIn';

/** Issue 13 "No silent lost update": two staff members editing one tournament, in every order. */

const BEA: Pick<StaffAccount, 'username' | 'name'> & { password: string } = { username: 'bea', name: 'Bea Editor', password: 'bea-password' };
const usersFile = path.join(os.tmpdir(), `concurrent-edits-${process.pid}.json`);

describe('If-Match on the writes of a tournament', () => {
  const clock = testClock();
  beforeAll(async () => {
    const { accounts } = JSON.parse(await fs.readFile(staffAccountsFile(undefined), 'utf8')) as { accounts: StaffAccount[] };
    const bea: StaffAccount = { username: BEA.username, name: BEA.name, email: 'bea@example.test', roles: ['admin'], password_hash: await hashPassword(BEA.password) };
    await fs.writeFile(usersFile, JSON.stringify({ accounts: [...accounts, bea] }));
  });
  afterAll(() => fs.rm(usersFile, { force: true }));
  const server = useTestServer({ now: clock.now, env: { USERS_FILE: usersFile } });

  /** The two editors: the default admin ('Admin User') and Bea, each with a token of their own. */
  let tokens: { admin: string; bea: string };
  beforeAll(async () => {
    tokens = { admin: await server().token(), bea: (await signIn(server(), BEA.username, BEA.password)).accessToken };
  });
  type Editor = keyof typeof tokens;

  const load = async (editor: Editor, id: number) => {
    const response = await server().request('GET', `/api/tournaments/${id}`, { token: tokens[editor] });
    return { tournament: response.json as Tournament, etag: response.headers.get('etag')! };
  };
  const write = (editor: Editor, method: string, url: string, options: { body?: unknown; ifMatch?: string }) =>
    server().request(method, url, { token: tokens[editor], body: options.body, headers: options.ifMatch === undefined ? {} : { 'if-match': options.ifMatch } });
  const save = (editor: Editor, tournament: Tournament, ifMatch?: string) => write(editor, 'POST', `/api/tournaments/${tournament.id}`, { body: tournament, ifMatch });
  const stored = async (id: number) => (await load('admin', id)).tournament;

  const staleBody = (changedBy: string, version: number) => ({
    message: expect.stringMatching(new RegExp(`^Tournament \\d+ was changed by ${changedBy} at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC`)) as unknown,
    version,
    changed_by: changedBy,
    changed_by_id: expect.any(String) as unknown,
    changed_at: clock.now().toISOString(),
  });

  it('answers a tournament with its version in the body and as the ETag, one more with each save', async () => {
    const id = await createTournament(server());
    const first = await load('admin', id);
    expect(first.tournament.version).toBe(1);
    expect(first.etag).toBe('"1"');
    const saved = await save('admin', { ...first.tournament, title: 'Renamed' }, first.etag);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe('"2"');
    expect((saved.json as Tournament).version).toBe(2);
  });

  describe('two editors, each loading then saving with the ETag they loaded, in every order', () => {
    type Step = 'A loads' | 'A saves' | 'B loads' | 'B saves';
    /** Every merge of A's [load, save] with B's [load, save] that keeps each editor's own order: six. */
    const interleavings: Step[][] = [
      ['A loads', 'A saves', 'B loads', 'B saves'],
      ['A loads', 'B loads', 'A saves', 'B saves'],
      ['A loads', 'B loads', 'B saves', 'A saves'],
      ['B loads', 'A loads', 'A saves', 'B saves'],
      ['B loads', 'A loads', 'B saves', 'A saves'],
      ['B loads', 'B saves', 'A loads', 'A saves'],
    ];

    it.each(interleavings.map((steps) => [steps.join(', '), steps] as const))('%s: no save is lost silently', async (_name, steps) => {
      const id = await createTournament(server(), { title: 'Original title', short_description: 'Original description' });
      // A (the admin) changes the title, B (Bea) the short description.
      const editors = {
        A: { editor: 'admin' as const, name: 'Admin User', change: { title: 'Title by A' } },
        B: { editor: 'bea' as const, name: BEA.name, change: { short_description: 'Description by B' } },
      };
      const loaded: Partial<Record<'A' | 'B', Awaited<ReturnType<typeof load>>>> = {};
      const answers: Partial<Record<'A' | 'B', TestResponse>> = {};
      for (const step of steps) {
        const who = step[0] as 'A' | 'B';
        const { editor, change } = editors[who];
        if (step.endsWith('loads')) loaded[who] = await load(editor, id);
        else answers[who] = await save(editor, { ...loaded[who]!.tournament, ...change }, loaded[who]!.etag);
      }
      const final = await stored(id);
      // The second save was made on a version older than the first's only when its editor loaded before the first save.
      const firstSaver = steps.find((step) => step.endsWith('saves'))![0] as 'A' | 'B';
      const second = firstSaver === 'A' ? 'B' : 'A';
      const secondLoadedStale = steps.indexOf(`${second} loads` as Step) < steps.indexOf(`${firstSaver} saves` as Step);
      expect(answers[firstSaver]!.status).toBe(200);
      if (secondLoadedStale) {
        expect(answers[second]!.status).toBe(412);
        expect(answers[second]!.json).toEqual(staleBody(editors[firstSaver].name, 2));
        // Refused: the stored tournament is the first save's, untouched.
        expect(final).toEqual(answers[firstSaver]!.json);
      } else {
        expect(answers[second]!.status).toBe(200);
        expect(final).toMatchObject({ ...editors.A.change, ...editors.B.change, version: 3 });
      }
    });

    it('two saves of the same version at the same moment: one goes through, the other is refused', async () => {
      const id = await createTournament(server());
      const [a, b] = [await load('admin', id), await load('bea', id)];
      const answers = await Promise.all([save('admin', { ...a.tournament, title: 'By A' }, a.etag), save('bea', { ...b.tournament, title: 'By B' }, b.etag)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
      const winner = answers.find((answer) => answer.status === 200)!;
      expect(await stored(id)).toEqual(winner.json);
    });

    it('without If-Match both saves go through as the spec says (the last one wins)', async () => {
      const id = await createTournament(server(), { title: 'Original title' });
      const [a, b] = [await load('admin', id), await load('bea', id)];
      expect((await save('admin', { ...a.tournament, title: 'Title by A' })).status).toBe(200);
      expect((await save('bea', { ...b.tournament, short_description: 'Description by B' })).status).toBe(200);
      expect(await stored(id)).toMatchObject({ title: 'Original title', short_description: 'Description by B', version: 3 });
    });
  });

  describe('publish, cancel and the summary video', () => {
    it('refuses a publish of a stale version with 412 and leaves the draft as it was', async () => {
      const id = await createTournament(server());
      const a = await load('admin', id);
      const b = await load('bea', id);
      await save('bea', { ...b.tournament, title: 'Changed by Bea' }, b.etag);
      const publish = await save('admin', { ...a.tournament, status: TournamentStatus.InProgress }, a.etag);
      expect(publish.status).toBe(412);
      expect(publish.json).toEqual(staleBody(BEA.name, 2));
      expect(await stored(id)).toMatchObject({ status: TournamentStatus.Draft, title: 'Changed by Bea' });
      // Told who changed it rather than that it is no longer a draft: the precondition comes first.
      const published = await save('bea', { ...(await stored(id)), status: TournamentStatus.InProgress }, '"2"');
      expect(published.status).toBe(200);
      expect((await save('admin', a.tournament, a.etag)).status).toBe(412);
    });

    it('refuses a cancel of a stale version with 412; with the current one it cancels', async () => {
      const { id } = await startTournament(server(), clock);
      const a = await load('admin', id);
      await write('bea', 'POST', `/api/tournaments/${id}/summary-video-url`, { body: { summary_video_url: 'https://video.example.test/b' } });
      const cancel = await write('admin', 'PUT', `/api/tournaments/${id}/cancel`, { ifMatch: a.etag });
      expect(cancel.status).toBe(412);
      expect(cancel.json).toEqual(staleBody(BEA.name, a.tournament.version! + 1));
      expect((await stored(id)).status).toBe(TournamentStatus.InProgress);
      const current = await load('admin', id);
      const canceled = await write('admin', 'PUT', `/api/tournaments/${id}/cancel`, { ifMatch: current.etag });
      expect(canceled.status).toBe(200);
      expect(canceled.headers.get('etag')).toBe(`"${current.tournament.version! + 1}"`);
      expect((await stored(id)).status).toBe(TournamentStatus.Canceled);
    });

    it('refuses a summary video save of a stale version with 412 and keeps the stored URL', async () => {
      const { id } = await startTournament(server(), clock);
      const a = await load('admin', id);
      const b = await load('bea', id);
      const url = (summary_video_url: string) => ({ summary_video_url });
      expect((await write('bea', 'POST', `/api/tournaments/${id}/summary-video-url`, { body: url('https://video.example.test/bea'), ifMatch: b.etag })).status).toBe(200);
      const stale = await write('admin', 'POST', `/api/tournaments/${id}/summary-video-url`, { body: url('https://video.example.test/admin'), ifMatch: a.etag });
      expect(stale.status).toBe(412);
      expect((await stored(id)).summary_video_url).toBe('https://video.example.test/bea');
    });

    it('counts completion as a write by the server', async () => {
      const { id } = await startTournament(server(), clock);
      const a = await load('admin', id);
      await completeTournament(server(), clock, id);
      const completed = await load('admin', id);
      expect(completed.tournament.version).toBe(a.tournament.version! + 1);
      const stale = await write('admin', 'POST', `/api/tournaments/${id}/summary-video-url`, { body: { summary_video_url: '' }, ifMatch: a.etag });
      expect(stale.status).toBe(412);
      expect(stale.json).toMatchObject({ changed_by: 'the server (completed at its end)', changed_by_id: null });
    });
  });

  describe('boosters', () => {
    const boostersOf = async (id: number) => (await server().request('GET', `/api/boosters/${id}`)).json as Booster[];

    it('a boosters save is a write of the tournament: it answers the new ETag, and a save of the version before it is refused', async () => {
      const id = await createTournament(server());
      const a = await load('admin', id);
      const saved = await write('bea', 'POST', '/api/boosters', { body: [newBooster(id)], ifMatch: a.etag });
      expect(saved.status).toBe(200);
      expect(saved.json).toBe(true);
      expect(saved.headers.get('etag')).toBe('"2"');
      const stale = await save('admin', { ...a.tournament, title: 'After the boosters' }, a.etag);
      expect(stale.status).toBe(412);
      expect(stale.json).toEqual(staleBody(BEA.name, 2));
    });

    it('refuses a stale boosters save or delete with 412 and changes no booster', async () => {
      const id = await createTournament(server());
      expect((await write('admin', 'POST', '/api/boosters', { body: [newBooster(id)] })).headers.get('etag')).toBe('"2"');
      const [kept] = await boostersOf(id);
      await save('bea', { ...(await stored(id)), title: 'Bea was here' }, '"2"');
      const staleSave = await write('admin', 'POST', '/api/boosters', { body: [{ ...kept, multiplier: 5 }, newBooster(id)], ifMatch: '"2"' });
      expect(staleSave.status).toBe(412);
      const staleDelete = await write('admin', 'DELETE', '/api/boosters', { body: [kept.id], ifMatch: '"2"' });
      expect(staleDelete.status).toBe(412);
      expect(await boostersOf(id)).toEqual([kept]);
      const deleted = await write('admin', 'DELETE', '/api/boosters', { body: [kept.id], ifMatch: '"3"' });
      expect(deleted.status).toBe(200);
      expect(deleted.headers.get('etag')).toBe('"4"');
      expect(await boostersOf(id)).toEqual([]);
    });

    it('a stale delete of boosters one of which the other editor deleted is refused 412 (who changed it), not 404', async () => {
      const id = await createTournament(server());
      await write('admin', 'POST', '/api/boosters', { body: [newBooster(id), newBooster(id)] });
      const [x, y] = await boostersOf(id);
      expect((await write('bea', 'DELETE', '/api/boosters', { body: [x.id], ifMatch: '"2"' })).status).toBe(200);
      const stale = await write('admin', 'DELETE', '/api/boosters', { body: [x.id, y.id], ifMatch: '"2"' });
      expect(stale.status).toBe(412);
      expect(stale.json).toEqual(staleBody(BEA.name, 3));
      expect(await boostersOf(id)).toEqual([y]);
    });

    it("with If-Match, a delete must be one tournament's boosters (400); without it, as before", async () => {
      const [first, second] = [await createTournament(server()), await createTournament(server())];
      await write('admin', 'POST', '/api/boosters', { body: [newBooster(first)] });
      await write('admin', 'POST', '/api/boosters', { body: [newBooster(second)] });
      const ids = [...(await boostersOf(first)), ...(await boostersOf(second))].map((saved) => saved.id);
      expect((await write('admin', 'DELETE', '/api/boosters', { body: ids, ifMatch: '"2"' })).status).toBe(400);
      const deleted = await write('admin', 'DELETE', '/api/boosters', { body: ids });
      expect(deleted.status).toBe(200);
      expect(deleted.headers.get('etag')).toBeNull();
      expect((await stored(first)).version).toBe(3);
    });
  });

  describe('the If-Match header itself', () => {
    it.each([
      ['*', 200],
      ['"9", "1"', 200],
      ['"a,b", "1"', 200],
      ['W/"1"', 412],
      ['"2"', 412],
      // RFC 9110 §13.1.1: a well-formed tag that names no version of ours is a precondition not met, not a bad request.
      ['"abc"', 412],
      ['"one", W/"x"', 412],
      ['""', 412],
      ['1', 400],
      ['"1', 400],
      ['"1" "1"', 400],
      ['', 400],
      ['"1", *', 400],
    ])('If-Match %s answers %i', async (ifMatch, status) => {
      const id = await createTournament(server());
      const { tournament } = await load('admin', id);
      const response = await save('admin', tournament, ifMatch);
      expect(response.status).toBe(status);
      if (status === 400) expect(response.json).toEqual({ message: expect.stringContaining('If-Match') as unknown });
      // The console's conflict dialog reads who wrote the stored version from the 412's body.
      if (status === 412) expect(response.json).toMatchObject({ version: 1, changed_by: expect.any(String) as unknown });
      expect((await stored(id)).version).toBe(status === 200 ? 2 : 1);
    });

    it('is described in the OpenAPI document, with the 412 and the ETag, on every write that takes it', async () => {
      const document = (await server().request('GET', '/api/openapi.json')).json as {
        paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; responses: Record<string, { headers?: object }> }>>;
      };
      const writes = [
        ['post', '/api/tournaments/{id}'],
        ['put', '/api/tournaments/{id}/cancel'],
        ['post', '/api/tournaments/{id}/summary-video-url'],
        ['post', '/api/boosters'],
        ['delete', '/api/boosters'],
      ];
      for (const [method, url] of writes) {
        const operation = document.paths[url][method];
        expect(operation.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'if-match' }));
        expect(Object.keys(operation.responses)).toContain('412');
        expect(operation.responses['200'].headers).toHaveProperty('etag');
      }
      expect(document.paths['/api/tournaments/{id}'].get.responses['200'].headers).toHaveProperty('etag');
    });
  });
});
