import { act, screen, within } from '@testing-library/react';
import * as api from '../../../../api/bonuses';
import { BonusType } from '../../../../domain/enums';
import { availableBonuses } from '../../../bonuses/bonusFixtures';
import { draftTournament, renderForm } from '../formTestSupport';

jest.mock('../../../../api/bonuses');
const fetchBonuses = jest.mocked(api.fetchAvailableBonuses);

const tier = (rank_min: number, rank_max: number, type: BonusType, value: number) => ({
  rank_min,
  rank_max,
  bonus: { type, code: '', name: '', nominal_name: '', image_url: '', value },
});
const tierSection = (number: number) => screen.getByRole('region', { name: `Tier ${number}` });

describe('TiersSection', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    fetchBonuses.mockResolvedValue(availableBonuses);
  });

  it('loads the bonus catalog when it mounts', async () => {
    renderForm();
    await act(async () => undefined);
    expect(fetchBonuses).toHaveBeenCalledTimes(1);
  });

  it('adds a tier with the §4 defaults, and says Invalid rank range when min exceeds max', async () => {
    const { store, user } = renderForm(draftTournament({ tiers: [tier(1, 3, BonusType.BonusMoney, 10)] }));
    await user.click(screen.getByText('Add tier'));
    const added = store.getState().editor.copy?.tiers;
    expect(added?.ids).toHaveLength(2);
    const newTier = added?.entities[added.ids[1]];
    expect(newTier).toMatchObject({ rank_min: 4, rank_max: 4, bonus: { type: BonusType.FreeSpins, value: 0 } });
    expect(screen.queryByText('Invalid rank range')).not.toBeInTheDocument();
    // Issue 27: the focus follows the tier added, not the button below it.
    expect(within(tierSection(2)).getByLabelText('Min rank')).toHaveFocus();
    const maxRank = within(tierSection(2)).getByLabelText('Max rank');
    await user.clear(maxRank);
    await user.type(maxRank, '2');
    expect(within(tierSection(2)).getByText('Invalid rank range')).toBeInTheDocument();
  });

  it('offers Delete on the last tier only', async () => {
    const { store, user } = renderForm(draftTournament({ tiers: [tier(1, 1, BonusType.Items, 0), tier(2, 5, BonusType.Items, 0)] }));
    expect(within(tierSection(1)).queryByText('Delete')).not.toBeInTheDocument();
    await user.click(within(tierSection(2)).getByText('Delete'));
    expect(store.getState().editor.copy?.tiers.ids).toHaveLength(1);
    expect(within(tierSection(1)).getByText('Delete')).toBeInTheDocument();
  });

  it('fills the tier with the bonus chosen in the picker, its type and value included (issue 27)', async () => {
    const { store, user } = renderForm(draftTournament({ tiers: [tier(1, 10, BonusType.FreeSpins, 0)] }));
    expect(within(tierSection(1)).getByText('Value is 0: this tier awards nothing')).toBeInTheDocument();
    await user.click(within(tierSection(1)).getByText('Choose bonus'));
    await user.click(await screen.findByRole('cell', { name: 'Bonus money 50' }));
    const tiers = store.getState().editor.copy?.tiers;
    expect(tiers?.entities[tiers.ids[0]].bonus).toEqual({ type: BonusType.BonusMoney, code: 'BM_50', name: 'Bonus money 50', nominal_name: '50 lei', image_url: '', value: 50 });
    expect(within(tierSection(1)).getByLabelText('Bonus code')).toHaveValue('BM_50');
    expect(within(tierSection(1)).getByLabelText('Value')).toHaveValue('50');
    expect(within(tierSection(1)).getByText('Tier total: 500')).toBeInTheDocument();
    expect(within(tierSection(1)).queryByText('Value is 0: this tier awards nothing')).not.toBeInTheDocument();
  });

  it('flags a tier whose value is 0 only when its type has a value', () => {
    renderForm(draftTournament({ tiers: [tier(1, 1, BonusType.BonusMoney, 0), tier(2, 2, BonusType.Items, 0), tier(3, 3, BonusType.FreeBet, 5)] }));
    expect(within(tierSection(1)).getByRole('alert')).toHaveTextContent('Value is 0: this tier awards nothing');
    expect(within(tierSection(2)).queryByText(/Value is 0/)).not.toBeInTheDocument();
    expect(within(tierSection(3)).queryByText(/Value is 0/)).not.toBeInTheDocument();
  });

  it("shows each tier's total and the pool prize and free spins totals", () => {
    renderForm(draftTournament({ tiers: [tier(1, 3, BonusType.BonusMoney, 10), tier(4, 5, BonusType.FreeSpins, 20), tier(6, 6, BonusType.Items, 0)] }));
    expect(within(tierSection(1)).getByText('Tier total: 30')).toBeInTheDocument();
    expect(within(tierSection(2)).getByText('Tier total: 40')).toBeInTheDocument();
    expect(within(tierSection(3)).queryByText(/Tier total/)).not.toBeInTheDocument();
    expect(screen.getByTestId('pool-prize-total')).toHaveTextContent('30 lei');
    expect(screen.getByTestId('free-spins-total')).toHaveTextContent('40');
  });
});
