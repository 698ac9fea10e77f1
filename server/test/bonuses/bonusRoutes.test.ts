import { BonusType } from '../../../src/domain/enums';
import { useTestServer } from '../harness';

describe('GET /api/bonuses', () => {
  const server = useTestServer();

  it('lists the available bonuses by code with all their fields, and whether each can still be sent (issue 27)', async () => {
    await server().ctx.db
      .insertInto('bonuses')
      .values([
        { code: 'WAGER-20', name: 'Wagering 20', type: BonusType.CasinoWagering, value: 20 },
        { code: 'FS-50', name: '50 free spins', type: BonusType.FreeSpins, nominal_name: 'spins', image_url: 'https://img.example/fs.png', value: 50, status: 'retired' },
        { code: 'BM-250', name: '250 lei', type: BonusType.BonusMoney, value: 250, status: 'budget_expired' },
      ])
      .execute();

    const response = await server().request('GET', '/api/bonuses');

    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      { code: 'BM-250', name: '250 lei', type: BonusType.BonusMoney, nominal_name: '', image_url: '', value: 250, status: 'budget_expired' },
      { code: 'FS-50', name: '50 free spins', type: BonusType.FreeSpins, nominal_name: 'spins', image_url: 'https://img.example/fs.png', value: 50, status: 'retired' },
      { code: 'WAGER-20', name: 'Wagering 20', type: BonusType.CasinoWagering, nominal_name: '', image_url: '', value: 20, status: 'active' },
    ]);
  });

  it('refuses a status the bonus system has no word for', async () => {
    const insert = server().ctx.db.insertInto('bonuses').values({ code: 'X', name: 'x', type: BonusType.BonusMoney, status: 'paused' as never });
    await expect(insert.execute()).rejects.toThrow(/check constraint/);
  });

  it('answers 401 without a token', async () => {
    expect((await server().request('GET', '/api/bonuses', { token: null })).status).toBe(401);
  });
});
