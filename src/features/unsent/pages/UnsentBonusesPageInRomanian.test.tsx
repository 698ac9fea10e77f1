import { act, screen, within } from '@testing-library/react';
import { unsentEntries } from '../../../../test/fixtures/outboxEntries';
import * as bonusesApi from '../../../api/bonuses';
import * as api from '../../../api/unsent';
import { outboxBonuses } from '../../bulkSend/bulkSendFixtures';
import { renderInRomanian } from '../../tournaments/romanianTestSupport';
import { countLoaded } from '../unsentSlice';
import { UnsentCountBadge } from '../components/UnsentCountBadge';
import UnsentBonusesPage from './UnsentBonusesPage';

jest.mock('../../../api/unsent');
jest.mock('../../../api/bonuses');
const fetchList = jest.mocked(api.fetchUnsentBonuses);
const sendBonus = jest.mocked(api.sendUnsentBonus);

describe('the Unsent bonuses page in Romanian', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    fetchList.mockResolvedValue(unsentEntries);
    jest.mocked(bonusesApi.fetchAvailableBonuses).mockResolvedValue(outboxBonuses);
  });

  it('titles the page, counts the entries, names the columns and the search', async () => {
    renderInRomanian(<UnsentBonusesPage />);
    expect(await screen.findByRole('heading', { name: 'Bonusuri netrimise - 3' })).toBeInTheDocument();
    expect(document.title).toBe('Bonusuri netrimise - 3');
    expect(screen.getByText('3 intrări')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('ID utilizator, cod bonus sau ID turneu')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Poziție', 'ID turneu', 'ID utilizator', 'Scor', 'Cod bonus', 'Creat', 'Eșecuri', 'Trimite', 'Ultima eroare']);
    expect(screen.getAllByRole('button', { name: 'Trimite' })).toHaveLength(3);
  });

  it("asks before 'Send all shown' with the count and a line per bonus type in Romanian's plural forms, then sums up", async () => {
    sendBonus.mockResolvedValue(undefined);
    const { user } = renderInRomanian(<UnsentBonusesPage />);
    await screen.findByRole('heading', { name: 'Bonusuri netrimise - 3' });
    await user.click(screen.getByRole('button', { name: 'Trimite toate cele afișate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trimite toate cele afișate' });
    const byType = await within(dialog).findByRole('region', { name: 'Ce acordă, pe tipuri (valorile de tipuri diferite nu se adună):' });
    expect(within(byType).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bani bonus: 250 lei (1 bonus)', 'Rotiri gratuite: 50 de rotiri gratuite (1 bonus)', 'Pariu gratuit: 20 lei (1 bonus)']);
    expect(within(dialog).getByText('Trimiteți 3 bonusuri eșuate, unul după altul?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Trimite' }));
    expect(await within(dialog).findByText('Trimise: 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Trimise' })).toHaveTextContent('carol - FB_DERBY_20');
    expect(within(dialog).getByRole('button', { name: 'Închide' })).toBeInTheDocument();
  });

  it("titles the navbar's count badge with the count in Romanian, and says it so to screen readers", () => {
    const { store } = renderInRomanian(<UnsentCountBadge linkText="Bonusuri netrimise" />);
    const counts = [
      [1, '1 bonus netrimis', 'Bonusuri netrimise, 1 bonus'],
      [3, '3 bonusuri netrimise', 'Bonusuri netrimise, 3 bonusuri'],
      [20, '20 de bonusuri netrimise', 'Bonusuri netrimise, 20 de bonusuri'],
    ] as const;
    for (const [count, title, heard] of counts) {
      act(() => {
        store.dispatch(countLoaded(count));
      });
      expect(screen.getByTitle(title)).toHaveTextContent(String(count));
      expect(screen.getByText(heard)).toHaveClass('visually-hidden');
    }
  });
});
