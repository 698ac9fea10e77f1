import { BonusType } from '../../../src/domain/enums';
import { useTestServer } from '../harness';

describe('GET /api/bonuses', () => {
  const server = useTestServer();

  it('lists the available bonuses by code with all their fields', async () => {
    await server().ctx.db
      .insertInto('bonuses')
      .values([
        { code: 'WAGER-20', name: 'Wagering 20', type: BonusType.CasinoWagering, value: 20 },
        { code: 'FS-50', name: '50 free spins', type: BonusType.FreeSpins, nominal_name: 'spins', image_url: 'https://img.example/fs.png', value: 50 },
      ])
      .execute();

    const response = await server().request('GET', '/api/bonuses');

    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      { code: 'FS-50', name: '50 free spins', type: BonusType.FreeSpins, nominal_name: 'spins', image_url: 'https://img.example/fs.png', value: 50 },
      { code: 'WAGER-20', name: 'Wagering 20', type: BonusType.CasinoWagering, nominal_name: '', image_url: '', value: 20 },
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await server().request('GET', '/api/bonuses', { token: null })).status).toBe(401);
  });
});
