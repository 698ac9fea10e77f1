import { TournamentStatus } from '../../../src/domain/enums';
import type { Tournament } from '../../../src/domain/tournament';
import { validateTournament } from '../../../src/domain/tournamentValidation';
import { inEnglish } from '../../../src/i18n/inLanguage';
import type { DatabaseHandle } from '../../src/db/database';
import { startTestServer, type TestServer, useTestServer } from '../harness';
import { openTestDatabase } from '../testDatabase';

const NOW = new Date('2031-03-12T10:20:00Z');
const now = () => new Date(NOW);
const LISTS = ['running', 'scheduled', 'completed', `in-status/${TournamentStatus.Draft}`, `in-status/${TournamentStatus.Canceled}`];

async function list(server: TestServer, path: string): Promise<Tournament[]> {
  const response = await server.request('GET', `/api/tournaments/${path}`);
  expect(response.status).toBe(200);
  return response.json as Tournament[];
}

describe('demo data at server start', () => {
  let database: DatabaseHandle;
  let servers: TestServer[];
  beforeAll(async () => {
    database = await openTestDatabase();
    // Two instances starting together on one empty database: exactly one of them seeds.
    servers = await Promise.all([1, 2].map(() => startTestServer({ database, seedDemoData: true, now })));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.close();
  });

  const countOf = async (table: 'tournaments' | 'games') =>
    (await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  it('seeds an empty database once, so every list page has tournaments', async () => {
    const [first, second] = servers;
    const counts = await Promise.all(LISTS.map(async (path) => (await list(first, path)).length));
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(await countOf('tournaments'));
    expect(await Promise.all(LISTS.map(async (path) => (await list(second, path)).length))).toEqual(counts);
  });

  it('does not seed again at the next start', async () => {
    const before = await countOf('games');
    const third = await startTestServer({ database, seedDemoData: true, now });
    await third.stop();
    expect(await countOf('games')).toBe(before);
  });

  it('serves tournaments that pass the domain validation: all but drafts as on create, ready drafts as on publish', async () => {
    const [server] = servers;
    for (const path of ['running', 'scheduled', 'completed', `in-status/${TournamentStatus.Canceled}`]) {
      for (const tournament of await list(server, path)) {
        expect({ title: tournament.title, errors: validateTournament(tournament, { mode: 'create', now: NOW }) }).toEqual({ title: tournament.title, errors: [] });
      }
    }
    const drafts = await list(server, `in-status/${TournamentStatus.Draft}`);
    const publishErrors = (title: string) => {
      const draft = drafts.find((tournament) => tournament.title === title);
      if (!draft) throw new Error(`No draft ${title}`);
      return validateTournament(draft, { mode: 'publish', now: NOW }).map((error) => inEnglish(error.message));
    };
    expect(publishErrors('Autumn Adventure Cup')).toEqual([]);
    expect(publishErrors('Halloween Hauntings')).toEqual([]);
    expect(publishErrors('Spring Slots Sprint [Clone]')).toContain('Please change the title. It must not end with [Clone]');
    expect(publishErrors('Christmas Countdown')).toContain('Should be at least one tier');
  });
});

describe('a server with demo data turned off', () => {
  const server = useTestServer({ now });

  it('starts with an empty database', async () => {
    for (const path of LISTS) expect(await list(server(), path)).toEqual([]);
  });
});
