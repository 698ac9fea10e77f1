import { act, screen, waitFor, within } from '@testing-library/react';
import { unsentEntry } from '../../../../test/fixtures/outboxEntries';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { pendingUntilAborted } from '../../../../test/pendingUntilAborted';
import { renderWithStore } from '../../../../test/renderWithStore';
import * as adminUsersApi from '../../../api/adminUsers';
import * as api from '../../../api/bonusOutbox';
import * as bonusesApi from '../../../api/bonuses';
import * as unsentApi from '../../../api/unsent';
import { outboxBonuses } from '../../bulkSend/bulkSendFixtures';
import { HttpStatusError } from '../../../api/client';
import * as editorApi from '../../../api/tournamentEditor';
import { TournamentStatus } from '../../../domain/enums';
import { openedTournamentReducer, tournamentOpened } from '../../openedTournament';
import TournamentRoutePage from '../../tournaments/pages/TournamentPage';
import { aTournament } from '../../tournaments/tournamentFixtures';
import { failed, tournamentOutbox } from '../outboxFixtures';
import { BonusOutboxTab } from './BonusOutboxTab';

jest.mock('../../../api/bonusOutbox');
jest.mock('../../../api/bonuses');
jest.mock('../../../api/unsent');
jest.mock('../../../api/tournamentEditor');
jest.mock('../../../api/adminUsers', () => ({ ...jest.requireActual('../../../api/adminUsers'), fetchAdminUsers: jest.fn() }));
jest.mock('../../editor/form/TournamentForm', () => ({ TournamentForm: jest.requireActual('../../editor/pages/testFormStub').TournamentFormStub }));
const fetchOutbox = jest.mocked(api.fetchTournamentOutbox);
const fetchAdminUsers = jest.mocked(adminUsersApi.fetchAdminUsers);
const fetchTournament = jest.mocked(editorApi.fetchTournament);

/** The tab on its own, for the tournament the editor has open. */
function renderTab() {
  return renderWithStore(<BonusOutboxTab />, { preloadedState: { openedTournament: openedTournamentReducer(undefined, tournamentOpened(7)) } });
}

const dataRows = () => screen.getAllByRole('row').slice(1);
const column = (index: number) => dataRows().map((row) => within(row).getAllByRole('cell')[index].textContent);
const rowOf = (userId: string) => screen.getByRole('row', { name: new RegExp(`\\b${userId}\\b`) });
const summary = '5 entries, 3 sent, 1 pending, 1 failed';

describe('Bonus Outbox tab', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    fetchOutbox.mockResolvedValue(tournamentOutbox);
    fetchAdminUsers.mockResolvedValue([{ id: 'admin', displayName: 'Admin User' }]);
  });

  it("shows the summary line and the open tournament's entries by rank", async () => {
    renderTab();
    expect(await screen.findByText(summary)).toBeInTheDocument();
    expect(fetchOutbox).toHaveBeenCalledWith(7, expect.any(AbortSignal));
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Rank', 'User ID', 'Score', 'Bonus Code', 'Created', 'Sent', 'Failures', 'Sent by', 'Last error']);
    // A caption for screen readers, hidden: the tab shows the name.
    expect(screen.getByRole('table', { name: 'Bonus Outbox' })).toContainElement(screen.getByText('Bonus Outbox', { selector: 'caption *' }));
    expect(column(0)).toEqual(['1', '2', '3', '4', '5']);
    expect(column(1)).toEqual(['alice', 'bob', 'carol', 'dave', 'erin']);
  });

  it('puts the table in a named box the keyboard can reach, to scroll it sideways', async () => {
    renderTab();
    const box = await screen.findByRole('region', { name: 'Bonus Outbox' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(within(box).getByRole('table')).toBeInTheDocument();
  });

  it("shows scores rounded with dots, dates with how long ago or '-', and who sent it by name", async () => {
    renderTab();
    await screen.findByText(summary);
    const alice = within(rowOf('alice')).getAllByRole('cell');
    expect(alice[2]).toHaveTextContent('1.234.568');
    expect(alice[4]).toHaveTextContent(/^01 Mar 2025, 10:00 UTC.+ ago$/);
    expect(alice[5]).toHaveTextContent(/^01 Mar 2025, 10:01 UTC.+ ago$/);
    // Sent by the dispatcher: nobody to name.
    expect(alice[7]).toHaveTextContent(/^-$/);
    const bob = within(rowOf('bob')).getAllByRole('cell');
    expect(bob[5]).toHaveTextContent(/^-$/);
    expect(bob[6]).toHaveTextContent('3');
    expect(await within(rowOf('carol')).findByRole('cell', { name: 'Admin User' })).toBeInTheDocument();
    // The lookup does not know ops-7: shown by id.
    expect(within(rowOf('erin')).getAllByRole('cell')[7]).toHaveTextContent(/^ops-7$/);
    expect(fetchAdminUsers).toHaveBeenCalledTimes(1);
    expect(fetchAdminUsers).toHaveBeenCalledWith(['admin', 'ops-7'], expect.any(AbortSignal));
  });

  it("shows the last gateway error of a failed entry only, and no such column when the API does not offer 'outboxErrors'", async () => {
    const { unmount } = renderTab();
    await screen.findByText(summary);
    expect(column(8)).toEqual(['-', 'Bonus system refused bonus code FAIL_BM_EXPIRED_250', '-', '-', '-']);
    unmount();
    renderWithStore(<BonusOutboxTab />, { preloadedState: { openedTournament: openedTournamentReducer(undefined, tournamentOpened(7)), apiExtensions: [] } });
    await screen.findByText(summary);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Rank', 'User ID', 'Score', 'Bonus Code', 'Created', 'Sent', 'Failures', 'Sent by']);
  });

  it("'Send all shown' sends only the failed entries among the rows shown, then reloads the tab", async () => {
    const another = unsentEntry({ id: 16, rank: 6, user_id: 'fred', bonus_code: 'FS_SPRING_50', send_failures: 1 });
    fetchOutbox.mockResolvedValue([...tournamentOutbox, another]);
    jest.mocked(bonusesApi.fetchAvailableBonuses).mockResolvedValue(outboxBonuses);
    const sendBonus = jest.mocked(unsentApi.sendUnsentBonus).mockResolvedValue(undefined);
    const { user } = renderTab();
    await screen.findByText('6 entries, 3 sent, 1 pending, 2 failed');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'bo');
    await user.click(screen.getByRole('button', { name: 'Send all shown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send all shown' });
    expect(await within(dialog).findByText('Send 1 failed bonus, one after another?')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Bonus Money: 250 lei (1 bonus)');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Sent: 1')).toBeInTheDocument();
    expect(sendBonus.mock.calls).toEqual([[failed, expect.any(AbortSignal)]]);
    await waitFor(() => expect(fetchOutbox).toHaveBeenCalledTimes(2));
  });

  it('searches user id or bonus code, and the clear button shows every entry again', async () => {
    const { user } = renderTab();
    await screen.findByText(summary);
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.type(search, 'SPRING');
    expect(column(1)).toEqual(['carol', 'dave']);
    await user.clear(search);
    await user.type(search, 'bo');
    expect(column(1)).toEqual(['bob']);
    // antd's clear button, which SearchInput names.
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(search).toHaveValue('');
    expect(column(1)).toEqual(['alice', 'bob', 'carol', 'dave', 'erin']);
    expect(screen.getByText(summary)).toBeInTheDocument();
  });

  it("shows only entries failed to send while 'Show only failed to send' is ticked", async () => {
    const { user } = renderTab();
    await screen.findByText(summary);
    const onlyFailed = screen.getByRole('checkbox', { name: 'Show only failed to send' });
    await user.click(onlyFailed);
    expect(onlyFailed).toBeChecked();
    expect(column(1)).toEqual(['bob']);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'alice');
    expect(screen.getByRole('cell', { name: 'No entries' })).toBeInTheDocument();
    await user.click(onlyFailed);
    expect(column(1)).toEqual(['alice']);
  });

  it("reloads on Refresh, showing 'Loading...' until the entries arrive, without asking for known names again", async () => {
    const { user } = renderTab();
    await screen.findByText(summary);
    let answer: (entries: typeof tournamentOutbox) => void = () => undefined;
    fetchOutbox.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('cell', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'alice' })).not.toBeInTheDocument();
    act(() => answer(tournamentOutbox.slice(0, 2)));
    expect(await screen.findByText('2 entries, 2 sent, 0 pending, 0 failed')).toBeInTheDocument();
    expect(fetchOutbox).toHaveBeenCalledTimes(2);
    expect(fetchAdminUsers).toHaveBeenCalledTimes(1);
  });

  it("shows 'Error: {message}' in place of the rows when the load fails", async () => {
    fetchOutbox.mockRejectedValue(new HttpStatusError(500, 'Internal Server Error'));
    renderTab();
    expect(await screen.findByRole('cell', { name: 'Error: 500 - Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('0 entries, 0 sent, 0 pending, 0 failed')).toBeInTheDocument();
  });

  it("shows 'No entries' for an empty outbox", async () => {
    fetchOutbox.mockResolvedValue([]);
    renderTab();
    expect(await screen.findByRole('cell', { name: 'No entries' })).toBeInTheDocument();
  });

  it('is the #/bonus-outbox tab of a completed tournament: leaving the tab aborts its load, coming back loads again', async () => {
    fetchTournament.mockResolvedValue(aTournament(7, { status: TournamentStatus.Completed }));
    const slow = pendingUntilAborted();
    fetchOutbox.mockImplementationOnce(slow.request);
    const router = createMemoryRouter([{ path: '/tournament/:id', Component: TournamentRoutePage }], { initialEntries: ['/tournament/7#/bonus-outbox'] });
    const { user } = renderWithStore(<RouterProvider router={router} />, { route: null });
    expect(await screen.findByRole('tab', { name: 'Bonus Outbox' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: 'Loading...' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Tournament' }));
    expect(slow.signals[0].aborted).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Show only failed to send' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Bonus Outbox' }));
    expect(router.state.location.hash).toBe('#/bonus-outbox');
    expect(await screen.findByText(summary)).toBeInTheDocument();
    expect(fetchOutbox).toHaveBeenCalledTimes(2);
  });
});
