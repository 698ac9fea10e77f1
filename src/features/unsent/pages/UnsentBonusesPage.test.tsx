import { act, screen, waitFor, within } from '@testing-library/react';
import { LONG_GATEWAY_ERROR, middle, newest, oldest, unsentEntries } from '../../../../test/fixtures/outboxEntries';
import { renderWithStore } from '../../../../test/renderWithStore';
import { HttpStatusError } from '../../../api/client';
import * as api from '../../../api/unsent';
import * as bonusesApi from '../../../api/bonuses';
import { outboxBonuses } from '../../bulkSend/bulkSendFixtures';
import { sendFailed } from '../unsentSlice';
import UnsentBonusesPage from './UnsentBonusesPage';

jest.mock('../../../api/unsent');
jest.mock('../../../api/bonuses');
const fetchList = jest.mocked(api.fetchUnsentBonuses);
const sendBonus = jest.mocked(api.sendUnsentBonus);
const replaceCode = jest.mocked(api.replaceUnsentBonusCode);

const rowOf = (userId: string) => screen.getByRole('row', { name: new RegExp(`\\b${userId}\\b`) });
const dataRows = () => screen.getAllByRole('row').slice(1);

describe('Unsent bonuses page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    fetchList.mockResolvedValue(unsentEntries);
  });

  it('titles the page and the document with the count and lists the entries newest first', async () => {
    renderWithStore(<UnsentBonusesPage />);
    expect(await screen.findByRole('heading', { name: 'Unsent bonuses - 3' })).toBeInTheDocument();
    expect(document.title).toBe('Unsent bonuses - 3');
    expect(screen.getByText('3 entries')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Rank', 'Tournament ID', 'User ID', 'Score', 'Bonus Code', 'Created', 'Failures', 'Send', 'Last error']);
    expect(screen.getByRole('table', { name: 'Unsent bonuses' })).toBeInTheDocument();
    expect(dataRows().map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual(['carol', 'bob', 'alice']);
  });

  it('shows the score rounded with dots, the created date with how long ago, and the failures', async () => {
    renderWithStore(<UnsentBonusesPage />);
    await screen.findByRole('cell', { name: 'carol' });
    const cells = within(rowOf('carol')).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('1.234.568');
    expect(cells[5]).toHaveTextContent(/^03 Mar 2025, 10:00 UTC.+ ago$/);
    expect(cells[6]).toHaveTextContent('3');
  });

  it("shows each entry's last gateway error, a long one cut short with the whole text on hover and behind 'more'", async () => {
    const { user } = renderWithStore(<UnsentBonusesPage />);
    await screen.findByRole('cell', { name: 'carol' });
    expect(within(rowOf('bob')).getAllByRole('cell')[8]).toHaveTextContent(/^Bonus system timed out$/);
    // The operator's gateway kept no error for carol's entry.
    expect(within(rowOf('carol')).getAllByRole('cell')[8]).toHaveTextContent(/^-$/);
    const cut = within(rowOf('alice')).getAllByRole('cell')[8];
    expect(cut).not.toHaveTextContent(LONG_GATEWAY_ERROR);
    expect(cut).toHaveTextContent(/^Bonus system refused bonus code FAIL_BM_EXPIRED_250: the bon…/);
    expect(within(cut).getByTitle(LONG_GATEWAY_ERROR)).toBeInTheDocument();
    await user.click(within(cut).getByRole('button', { name: 'more' }));
    expect(cut).toHaveTextContent(LONG_GATEWAY_ERROR);
    await user.click(within(cut).getByRole('button', { name: 'less' }));
    expect(cut).not.toHaveTextContent(LONG_GATEWAY_ERROR);
  });

  it("has no 'Last error' column when the API does not offer 'outboxErrors'", async () => {
    renderWithStore(<UnsentBonusesPage />, { preloadedState: { apiExtensions: [] } });
    await screen.findByRole('cell', { name: 'carol' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).not.toContain('Last error');
    expect(screen.queryByText(/Bonus system/)).not.toBeInTheDocument();
  });

  it("'Send all shown' sends the rows the search shows, then reloads the list", async () => {
    sendBonus.mockResolvedValue(undefined);
    jest.mocked(bonusesApi.fetchAvailableBonuses).mockResolvedValue(outboxBonuses);
    const { user } = renderWithStore(<UnsentBonusesPage />);
    await screen.findByRole('cell', { name: 'carol' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'spring');
    await user.click(screen.getByRole('button', { name: 'Send all shown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send all shown' });
    expect(await within(dialog).findByRole('listitem')).toHaveTextContent('Free Spins: 50 FS (1 bonus)');
    fetchList.mockResolvedValue([oldest, newest]);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Sent: 1')).toBeInTheDocument();
    expect(sendBonus.mock.calls).toEqual([[middle, expect.any(AbortSignal)]]);
    expect(await screen.findByRole('heading', { name: 'Unsent bonuses - 2' })).toBeInTheDocument();
  });

  it('links the tournament id to its page in a new tab', async () => {
    renderWithStore(<UnsentBonusesPage />);
    const link = await screen.findByRole('link', { name: '123' });
    expect(link).toHaveAttribute('href', '/tournament/123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("offers 'Replace code and send' for an entry whose bonus cannot be sent, picks another and sends it (issue 27)", async () => {
    const catalog = [{ ...outboxBonuses[0], status: 'budget_expired' as const }, ...outboxBonuses.slice(1).map((bonus) => ({ ...bonus, status: 'active' as const }))];
    jest.mocked(bonusesApi.fetchAvailableBonuses).mockResolvedValue(catalog);
    const replaced = { ...oldest, bonus_code: 'FS_SPRING_50' };
    replaceCode.mockResolvedValue(replaced);
    sendBonus.mockResolvedValue(undefined);
    const { user } = renderWithStore(<UnsentBonusesPage />);
    const alicesRow = await screen.findByRole('row', { name: /\balice\b/ });
    const replace = await within(alicesRow).findByRole('button', { name: 'Replace code and send' });
    expect(within(rowOf('bob')).queryByRole('button', { name: 'Replace code and send' })).not.toBeInTheDocument();
    await user.click(replace);
    const picker = screen.getByRole('dialog', { name: 'Select Bonus' });
    await user.click(await within(picker).findByRole('cell', { name: 'FS_SPRING_50' }));
    await waitFor(() => expect(sendBonus).toHaveBeenCalledWith(replaced, expect.any(AbortSignal)));
    expect(replaceCode).toHaveBeenCalledWith(oldest, 'FS_SPRING_50', expect.any(AbortSignal));
  });

  it("offers no 'Replace code and send' when the API does not offer it", async () => {
    jest.mocked(bonusesApi.fetchAvailableBonuses).mockResolvedValue([{ ...outboxBonuses[0], status: 'retired' }]);
    renderWithStore(<UnsentBonusesPage />, { preloadedState: { apiExtensions: ['outboxErrors'] } });
    await screen.findByRole('cell', { name: 'alice' });
    expect(screen.queryByRole('button', { name: 'Replace code and send' })).not.toBeInTheDocument();
    expect(bonusesApi.fetchAvailableBonuses).not.toHaveBeenCalled();
  });

  it("names the tournament by its title too when the API sends it (issue 27)", async () => {
    fetchList.mockResolvedValue([{ ...newest, tournament_title: 'Spring Slots Cup' }, middle]);
    renderWithStore(<UnsentBonusesPage />);
    expect(await screen.findByRole('link', { name: '123 - Spring Slots Cup' })).toHaveAttribute('href', '/tournament/123');
    expect(screen.getByRole('link', { name: '12' })).toHaveAttribute('href', '/tournament/12');
  });

  it('narrows the rows to the search and counts the rows shown', async () => {
    const { user } = renderWithStore(<UnsentBonusesPage />);
    await screen.findByRole('cell', { name: 'carol' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'fail_');
    expect(dataRows()).toHaveLength(1);
    expect(rowOf('alice')).toBeInTheDocument();
    expect(screen.getByText('1 entries')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unsent bonuses - 3' })).toBeInTheDocument();
  });

  it('disables Send while its entry is being sent and enables it again when the send fails', async () => {
    sendBonus.mockImplementation(() => new Promise<never>(() => undefined));
    const { user, store } = renderWithStore(<UnsentBonusesPage />);
    await screen.findByRole('cell', { name: 'bob' });
    const send = within(rowOf('bob')).getByRole('button', { name: 'Send' });
    await user.click(send);
    expect(send).toBeDisabled();
    expect(within(rowOf('alice')).getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(sendBonus).toHaveBeenCalledWith(middle, expect.any(AbortSignal));
    act(() => {
      store.dispatch(sendFailed({ id: middle.id, message: '502 - Bad Gateway' }));
    });
    expect(send).toBeEnabled();
  });

  it('reloads the list after a bonus is sent, and on Refresh', async () => {
    sendBonus.mockResolvedValue(undefined);
    const { user } = renderWithStore(<UnsentBonusesPage />);
    await screen.findByRole('cell', { name: 'bob' });
    fetchList.mockResolvedValue([oldest, newest]);
    await user.click(within(rowOf('bob')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Unsent bonuses - 2' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'bob' })).not.toBeInTheDocument();
    fetchList.mockResolvedValue([oldest]);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Unsent bonuses - 1' })).toBeInTheDocument();
    expect(fetchList).toHaveBeenCalledTimes(3);
  });

  it("shows a failed load as a red 'Error: {message}' alert with no rows", async () => {
    fetchList.mockRejectedValue(new HttpStatusError(500, 'Internal Server Error'));
    renderWithStore(<UnsentBonusesPage />);
    expect(await screen.findByText('Error: 500 - Internal Server Error')).toBeInTheDocument();
    expect(screen.getByText('0 entries')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});
