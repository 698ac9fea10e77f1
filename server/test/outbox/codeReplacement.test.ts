import { sql } from 'kysely';
import { BonusType } from '../../../src/domain/enums';
import { useTestServer } from '../harness';
import { insertEntries, insertTournament, RecordingGateway, T0 } from './outboxFixtures';

/** Issue 27: a failed entry whose bonus was retired failed forever; it can now be given another code, then resent. */
describe('PUT /api/bonus-outbox/{id}/bonus-code', () => {
  const gateway = new RecordingGateway();
  const server = useTestServer({ gateway, now: () => T0 });
  const db = () => server().ctx.db;
  const replace = (id: number, bonus_code: string) => server().request('PUT', `/api/bonus-outbox/${id}/bonus-code`, { body: { bonus_code } });
  const history = (tournamentId: number) => db().selectFrom('tournament_history').select(['action', 'details', 'actor_id']).where('tournament_id', '=', tournamentId).execute();

  beforeEach(async () => {
    await db()
      .insertInto('bonuses')
      .values([
        { code: 'FS_RETIRED_30', name: '30 spins', type: BonusType.FreeSpins, value: 30, status: 'retired' },
        { code: 'BM_SPENT_250', name: '250 lei', type: BonusType.BonusMoney, value: 250, status: 'budget_expired' },
        { code: 'FS_50', name: '50 spins', type: BonusType.FreeSpins, value: 50 },
        { code: 'FS_10', name: '10 spins', type: BonusType.FreeSpins, value: 10 },
      ])
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });

  it('gives a failed entry of a retired bonus another code, records it in History, and the entry can then be sent', async () => {
    const tournamentId = await insertTournament(db());
    const [id] = await insertEntries(db(), tournamentId, [{ rank: 2, bonus_code: 'FS_RETIRED_30', send_failures: 3 }]);

    const response = await replace(id, 'FS_50');

    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id, bonus_code: 'FS_50', sent: null, send_failures: 3 });
    expect(await history(tournamentId)).toEqual([
      { action: 'bonus_code_replaced', details: { entry_id: id, player_id: 'player-2', rank: 2, from: 'FS_RETIRED_30', to: 'FS_50' }, actor_id: expect.any(String) },
    ]);
    const sent = await server().request('PUT', '/api/bonus-outbox/sent', { body: { id } });
    expect(sent.status).toBe(200);
    expect(gateway.keys).toContain(String(id));
  });

  it('also replaces a code whose budget is spent, or that the catalogue no longer has', async () => {
    const tournamentId = await insertTournament(db());
    const [spent, gone] = await insertEntries(db(), tournamentId, [
      { rank: 1, bonus_code: 'BM_SPENT_250', send_failures: 1 },
      { rank: 2, bonus_code: 'NO_SUCH_CODE', send_failures: 2 },
    ]);
    expect((await replace(spent, 'FS_50')).status).toBe(200);
    expect((await replace(gone, 'FS_10')).status).toBe(200);
  });

  it('refuses, changing nothing, a code that cannot be sent either or does not exist, and an entry whose code still works', async () => {
    const tournamentId = await insertTournament(db());
    const [retired, working] = await insertEntries(db(), tournamentId, [
      { rank: 1, bonus_code: 'FS_RETIRED_30', send_failures: 3 },
      { rank: 2, bonus_code: 'FS_10', send_failures: 3 },
    ]);

    expect(await replace(retired, 'BM_SPENT_250')).toMatchObject({ status: 400, json: { message: 'Bonus BM_SPENT_250 cannot be sent either (Budget spent: cannot be sent)' } });
    expect(await replace(retired, 'NOPE')).toMatchObject({ status: 400, json: { message: 'No bonus has the code NOPE' } });
    expect(await replace(working, 'FS_50')).toMatchObject({ status: 409, json: { message: 'Bonus code FS_10 can still be sent: resend it as it is' } });
    const codes = await db().selectFrom('bonus_outbox').select('bonus_code').where('tournament_id', '=', tournamentId).orderBy('rank').execute();
    expect(codes.map((row) => row.bonus_code)).toEqual(['FS_RETIRED_30', 'FS_10']);
    expect(await history(tournamentId)).toEqual([]);
  });

  it('refuses an entry sent, being sent, or that never failed, and answers 404 for an unknown one', async () => {
    const tournamentId = await insertTournament(db());
    const [sent, claimed, fresh] = await insertEntries(db(), tournamentId, [
      { rank: 1, bonus_code: 'FS_RETIRED_30', send_failures: 1, sent: T0 },
      { rank: 2, bonus_code: 'FS_RETIRED_30', send_failures: 1 },
      { rank: 3, bonus_code: 'FS_RETIRED_30' },
    ]);
    await db()
      .updateTable('bonus_outbox')
      .set({ send_claim: '00000000-0000-4000-8000-000000000000', send_claimed_until: sql<Date>`now() + interval '1 minute'` })
      .where('id', '=', claimed)
      .execute();

    expect(await replace(sent, 'FS_50')).toMatchObject({ status: 409, json: { message: 'Bonus already sent' } });
    expect(await replace(claimed, 'FS_50')).toMatchObject({ status: 409, json: { message: 'This bonus is being sent; refresh in a moment' } });
    expect(await replace(fresh, 'FS_50')).toMatchObject({ status: 409, json: { message: 'Only a bonus that failed to send can be given another code' } });
    expect((await replace(99999999, 'FS_50')).status).toBe(404);
  });

  it('answers 400 for a body without a code, and 401 without a token', async () => {
    expect((await server().request('PUT', '/api/bonus-outbox/1/bonus-code', { body: {} })).status).toBe(400);
    expect((await server().request('PUT', '/api/bonus-outbox/1/bonus-code', { body: { bonus_code: '' } })).status).toBe(400);
    expect((await server().request('PUT', '/api/bonus-outbox/1/bonus-code', { body: { bonus_code: 'FS_50' }, token: null })).status).toBe(401);
  });
});
