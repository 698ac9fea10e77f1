import { screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { renderWithStore } from '../../../../test/renderWithStore';
import * as api from '../../../api/bonuses';
import { HttpStatusError } from '../../../api/client';
import { romanianMessages } from '../../../i18n/ro';
import type { AvailableBonus } from '../../../api/bonuses';
import { BonusType } from '../../../domain/enums';
import { availableBonuses } from '../bonusFixtures';
import { BonusPicker } from './BonusPicker';

jest.mock('../../../api/bonuses');
const fetchBonuses = jest.mocked(api.fetchAvailableBonuses);

function renderPicker() {
  const onChoose = jest.fn();
  const onClose = jest.fn();
  const view = renderWithStore(<BonusPicker open onChoose={onChoose} onClose={onClose} />);
  return { ...view, onChoose, onClose };
}

const retiredBonus: AvailableBonus = { code: 'BM_RETIRED', name: '250 lei bonus money', type: BonusType.BonusMoney, nominal_name: '', image_url: '', value: 250, status: 'retired' };

const dialog = () => screen.getByRole('dialog', { name: 'Select Bonus' });
const bodyRows = () => within(dialog()).getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0);

describe('BonusPicker', () => {
  beforeEach(() => jest.resetAllMocks());

  it("is titled 'Select Bonus' and lists each bonus's code, name, type, value and whether it can be sent (issue 27)", async () => {
    fetchBonuses.mockResolvedValue([...availableBonuses, { ...retiredBonus, code: 'BM_GONE', status: 'budget_expired' }]);
    renderPicker();
    expect(await screen.findByRole('cell', { name: 'FS_10' })).toBeInTheDocument();
    const headers = within(dialog()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Code', 'Name', 'Type', 'Value', 'Status']);
    expect(within(dialog()).getByRole('table', { name: 'Bonuses' })).toBeInTheDocument();
    expect(bodyRows().map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['BM_50', 'Bonus money 50', 'Bonus Money', '50 lei', ''],
      ['FS_10', 'Ten free spins', 'Free Spins', '10 FS', ''],
      ['IPHONE', 'iPhone 16', 'Items', '-', ''],
      ['BM_GONE', '250 lei bonus money', 'Bonus Money', '250 lei', 'Budget spent: cannot be sent'],
    ]);
  });

  it("lists the tier's type first, and the bonuses that cannot be sent last", async () => {
    fetchBonuses.mockResolvedValue([retiredBonus, ...availableBonuses.map((bonus) => ({ ...bonus, status: 'active' as const }))]);
    renderWithStore(<BonusPicker open tierType={BonusType.FreeSpins} onChoose={jest.fn()} onClose={jest.fn()} />);
    await screen.findByRole('cell', { name: 'FS_10' });
    expect(bodyRows().map((row) => [within(row).getAllByRole('cell')[0].textContent, within(row).getAllByRole('cell')[4].textContent])).toEqual([
      ['FS_10', 'Can be sent'],
      ['BM_50', 'Can be sent'],
      ['IPHONE', 'Can be sent'],
      ['BM_RETIRED', 'Retired: cannot be sent'],
    ]);
  });

  it('warns before choosing a bonus that cannot be sent, and chooses it only when asked again', async () => {
    fetchBonuses.mockResolvedValue([...availableBonuses, retiredBonus]);
    const { user, onChoose } = renderPicker();
    await user.click(await screen.findByRole('cell', { name: 'BM_RETIRED' }));
    expect(onChoose).not.toHaveBeenCalled();
    const warning = within(dialog()).getByRole('alert');
    expect(warning).toHaveTextContent('BM_RETIRED cannot be sent (Retired: cannot be sent): the players it is awarded to would get nothing');
    expect(within(warning).getByRole('button', { name: 'Pick another' })).toHaveFocus();
    await user.click(within(warning).getByRole('button', { name: 'Pick another' }));
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('cell', { name: 'BM_RETIRED' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Choose it anyway' }));
    expect(onChoose).toHaveBeenCalledWith(retiredBonus);
  });

  it('opens with the focus on its search, not its close button (issue 27)', async () => {
    renderPicker();
    await waitFor(() => expect(within(dialog()).getByRole('textbox', { name: 'Search bonuses' })).toHaveFocus());
  });

  it('chooses the bonus whose row is clicked', async () => {
    fetchBonuses.mockResolvedValue(availableBonuses);
    const { user, onChoose } = renderPicker();
    await user.click(await screen.findByRole('cell', { name: 'Ten free spins' }));
    expect(onChoose).toHaveBeenCalledWith(availableBonuses[1]);
  });

  it("narrows the table to the search and says 'No bonuses found' when nothing matches", async () => {
    fetchBonuses.mockResolvedValue(availableBonuses);
    const { user } = renderPicker();
    await screen.findByRole('cell', { name: 'FS_10' });
    const searchBox = screen.getByRole('textbox', { name: 'Search bonuses' });
    await user.type(searchBox, 'iphone');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByRole('cell', { name: 'IPHONE' })).toBeInTheDocument();
    await user.type(searchBox, 'x');
    expect(within(dialog()).getAllByText('No bonuses found').length).toBeGreaterThan(0);
  });

  it("says 'No bonuses available' when the catalog is empty", async () => {
    fetchBonuses.mockResolvedValue([]);
    renderPicker();
    expect((await screen.findAllByText('No bonuses available')).length).toBeGreaterThan(0);
  });

  it("shows a failed load as \"Can't get bonuses: {message}\"", async () => {
    fetchBonuses.mockRejectedValue(new HttpStatusError(500, 'Internal Server Error'));
    renderPicker();
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't get bonuses: 500 - Internal Server Error");
  });

  it('speaks Romanian: title, columns, search and what it says of an empty or failed catalog', async () => {
    fetchBonuses.mockRejectedValueOnce(new HttpStatusError(500, 'Internal Server Error'));
    const { user } = renderWithStore(
      <IntlProvider locale="ro" messages={romanianMessages}>
        <BonusPicker open onChoose={jest.fn()} onClose={jest.fn()} />
      </IntlProvider>,
    );
    const romanianDialog = screen.getByRole('dialog', { name: 'Selectează bonusul' });
    expect(await within(romanianDialog).findByRole('alert')).toHaveTextContent('Nu se pot obține bonusurile: 500 - Internal Server Error');
    expect(within(romanianDialog).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Cod', 'Nume', 'Tip', 'Valoare', 'Stare']);
    expect(within(romanianDialog).getAllByText('Nu există bonusuri disponibile').length).toBeGreaterThan(0);
    await user.type(within(romanianDialog).getByRole('textbox', { name: 'Caută bonusuri' }), 'x');
    expect(within(romanianDialog).getAllByText('Nu s-a găsit niciun bonus').length).toBeGreaterThan(0);
  });
});
