import type { Booster } from '../../../src/domain/tournament';
import { newBooster } from '../fixtures/boosterFixture';
import { testClock } from '../fixtures/testClock';
import { createTournament, getTournament, startTournament } from '../fixtures/tournamentFixture';
import { useTestServer } from '../harness';

describe('booster routes', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });

  const list = async (tournamentId: number) => (await server().request('GET', `/api/boosters/${tournamentId}`)).json as Booster[];
  const save = (boosters: unknown) => server().request('POST', '/api/boosters', { body: boosters });
  const remove = (ids: unknown) => server().request('DELETE', '/api/boosters', { body: ids });

  it('inserts boosters with id 0, updates the others, and lists them by id', async () => {
    const id = await createTournament(server());
    const { start, end } = (await getTournament(server(), id)).time_configuration;
    const inserted = await save([newBooster(id, { name: 'A', start_date: start, end_date: end, day_of_week: 0, day_of_month: 31 }), newBooster(id, { name: 'B' })]);
    expect(inserted.status).toBe(200);
    expect(inserted.json).toBe(true);
    const [a, b] = await list(id);
    expect(a).toEqual({ ...newBooster(id, { name: 'A', start_date: start, end_date: end, day_of_week: 0, day_of_month: 31 }), id: a.id });
    expect(b.id).toBeGreaterThan(a.id);

    expect((await save([{ ...b, multiplier: 3 }, newBooster(id, { name: 'C' })])).status).toBe(200);
    expect((await list(id)).map(({ name, multiplier }) => [name, multiplier])).toEqual([
      ['A', 2],
      ['B', 3],
      ['C', 2],
    ]);
  });

  it('refuses out-of-range days and dates outside the tournament with 400, saving none of the list', async () => {
    const id = await createTournament(server());
    const { start, end } = (await getTournament(server(), id)).time_configuration;
    const beforeStart = new Date(Date.parse(start) - 1000).toISOString();
    const response = await save([newBooster(id), newBooster(id, { day_of_month: 32, day_of_week: 7, start_date: beforeStart, end_date: end })]);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: 'Day of week should be none or between 0 (Sunday) and 6 (Saturday)',
      errors: [
        { field: '[1].day_of_week', message: 'Day of week should be none or between 0 (Sunday) and 6 (Saturday)' },
        { field: '[1].day_of_month', message: 'Day of month should be between 1 and 31' },
        { field: '[1].start_date', message: "Booster dates must be within the tournament's start and end" },
      ],
    });
    expect(await list(id)).toEqual([]);
  });

  it('refuses boosters of several tournaments, malformed ones, and an update of another tournament’s booster', async () => {
    const first = await createTournament(server());
    const second = await createTournament(server());
    expect((await save([newBooster(first), newBooster(second)])).status).toBe(400);
    expect((await save([{ ...newBooster(first), multiplier: 'double' }])).status).toBe(400);
    expect((await save({ not: 'a list' })).status).toBe(400);
    await save([newBooster(first)]);
    const [own] = await list(first);
    const stolen = await save([{ ...own, tournament_id: second }]);
    expect(stolen.status).toBe(404);
    expect(await list(second)).toEqual([]);
  });

  it('answers 404 for an unknown tournament and 409 once it is no longer a draft', async () => {
    expect((await save([newBooster(987654)])).status).toBe(404);
    expect((await server().request('GET', '/api/boosters/987654')).status).toBe(404);
    const running = await startTournament(server(), clock);
    const response = await save([newBooster(running.id)]);
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: `Only draft tournaments can be edited; tournament ${running.id} is In Progress` });
  });

  it('deletes boosters of drafts by id; unknown ids are 404, boosters of a published tournament 409', async () => {
    const id = await createTournament(server());
    await save([newBooster(id, { name: 'keep' }), newBooster(id, { name: 'drop' })]);
    const [keep, drop] = await list(id);
    expect((await remove([987654, drop.id])).status).toBe(404);
    const removed = await remove([drop.id]);
    expect(removed.status).toBe(200);
    expect(removed.json).toBe(true);
    expect(await list(id)).toEqual([keep]);
    expect((await remove(['x'])).status).toBe(400);

    const tournament = await getTournament(server(), id);
    await server().request('POST', `/api/tournaments/${id}`, { body: { ...tournament, status: 1 } });
    expect((await remove([keep.id])).status).toBe(409);
    expect(await list(id)).toEqual([keep]);
  });

  it('answers 401 without a token', async () => {
    expect((await server().request('GET', '/api/boosters/1', { token: null })).status).toBe(401);
    expect((await server().request('POST', '/api/boosters', { body: [], token: null })).status).toBe(401);
    expect((await server().request('DELETE', '/api/boosters', { body: [], token: null })).status).toBe(401);
  });
});
