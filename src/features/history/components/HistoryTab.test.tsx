import { screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithStore } from '../../../../test/renderWithStore';
import * as api from '../../../api/history';
import * as editorApi from '../../../api/tournamentEditor';
import type { ApiExtension } from '../../../domain/apiExtensions';
import { TournamentStatus } from '../../../domain/enums';
import { romanianMessages } from '../../../i18n/ro';
import { openedTournamentReducer, tournamentOpened } from '../../openedTournament';
import TournamentRoutePage from '../../tournaments/pages/TournamentPage';
import { aTournament } from '../../tournaments/tournamentFixtures';
import { tournamentHistory } from '../historyFixtures';
import { HistoryTab } from './HistoryTab';

jest.mock('../../../api/history');
jest.mock('../../../api/tournamentEditor');
jest.mock('../../editor/form/TournamentForm', () => ({ TournamentForm: jest.requireActual('../../editor/pages/testFormStub').TournamentFormStub }));
const fetchHistory = jest.mocked(api.fetchTournamentHistory);

function renderTab(tab = <HistoryTab />) {
  return renderWithStore(tab, { preloadedState: { openedTournament: openedTournamentReducer(undefined, tournamentOpened(7)) } });
}

/** The tournament page of a Draft at `#/history`, with what the API offers. */
function renderPage(apiExtensions?: ApiExtension[]) {
  jest.mocked(editorApi.fetchTournament).mockResolvedValue(aTournament(7, { status: TournamentStatus.Draft }));
  const router = createMemoryRouter([{ path: '/tournament/:id', Component: TournamentRoutePage }], { initialEntries: ['/tournament/7#/history'] });
  return renderWithStore(<RouterProvider router={router} />, { route: null, preloadedState: apiExtensions && { apiExtensions } });
}

const entries = (listName = 'History') => within(screen.getByRole('list', { name: listName })).getAllByRole('listitem', { name: /:/ });
const select = (name: string) => screen.getByRole('combobox', { name });

describe('History tab', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    fetchHistory.mockResolvedValue({ items: tournamentHistory, total: 4 });
  });

  it('shows each entry as who, when (UTC and relative) and what changed, with the form’s labels', async () => {
    renderTab();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'History' });
    expect(entries().map((entry) => entry.getAttribute('aria-label'))).toEqual([
      'Server: Completed at its end; 3 prizes to send',
      'Bob Ops: Adjusted player p1 by -2.5 points: “Refund” (total 40)',
      'Ada Admin: Saved: 2 changes',
      'Ada Admin: Created “Spring”',
    ]);
    expect(entries()[2]).toHaveTextContent(/23 Nov 2026, 10:30 UTC · .+ ago/);
    const cellsOf = (row: HTMLElement) => ['columnheader', 'rowheader', 'cell'].flatMap((role) => within(row).queryAllByRole(role).map((cell) => cell.textContent));
    expect(within(entries()[2]).getByRole('table', { name: 'Changes' })).toBeInTheDocument();
    const changes = within(entries()[2]).getAllByRole('row').map(cellsOf);
    expect(changes).toEqual([
      ['Field', 'Before', 'After'],
      ['Title', 'Spring', 'Spring cup'],
      ['Tier 1', 'Ranks 1–3: 100 lei (Bonus Money, CASH100, value 100)', 'Ranks 1–5: 100 lei (Bonus Money, CASH100, value 100)'],
    ]);
    expect(fetchHistory).toHaveBeenCalledWith(7, { take: 20, skip: 0 }, expect.any(AbortSignal));
  });

  it("says an entry stamped by a server clock a little ahead of the browser's happened 'a few seconds ago'", async () => {
    const aheadOfTheBrowser = new Date(Date.now() + 20_000).toISOString();
    fetchHistory.mockResolvedValue({ items: [{ ...tournamentHistory[0], at: aheadOfTheBrowser }], total: 1 });
    renderTab();
    await screen.findByRole('list', { name: 'History' });
    expect(entries()[0]).toHaveTextContent(/UTC · a few seconds ago/);
  });

  it('filters by person and action on the server', async () => {
    const { user } = renderTab();
    await screen.findByRole('list', { name: 'History' });
    await user.click(select('Filter by person'));
    await user.click(await screen.findByTitle('Bob Ops'));
    await user.click(select('Filter by action'));
    await user.click(await screen.findByTitle('Published'));
    expect(fetchHistory).toHaveBeenLastCalledWith(7, { take: 20, skip: 0, actor: 'bob', action: 'published' }, expect.any(AbortSignal));
  });

  it('pages through a long history', async () => {
    fetchHistory.mockResolvedValue({ items: tournamentHistory, total: 45 });
    const { user } = renderTab();
    await screen.findByRole('list', { name: 'History' });
    await user.click(screen.getByRole('listitem', { name: '3' }));
    expect(fetchHistory).toHaveBeenLastCalledWith(7, { take: 20, skip: 40 }, expect.any(AbortSignal));
  });

  it("shows 'No data' for an empty history and the error of a failed load", async () => {
    fetchHistory.mockResolvedValueOnce({ items: [], total: 0 }).mockRejectedValueOnce(new Error('Network down'));
    const { user } = renderTab();
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Error: Network down')).toBeInTheDocument();
  });

  it('is a tab of the tournament page in any status, even a Draft', async () => {
    renderPage();
    expect(await screen.findByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'History' })).toBeInTheDocument();
  });

  it('is not offered, nor asked for, when the API keeps no history', async () => {
    renderPage(['live']);
    expect(await screen.findByRole('tab', { name: 'Tournament' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
    expect(fetchHistory).not.toHaveBeenCalled();
  });

  it('speaks Romanian: filters, summaries and the changes table', async () => {
    fetchHistory.mockResolvedValueOnce({ items: tournamentHistory, total: 4 }).mockRejectedValueOnce(new Error('Network down'));
    const { user } = renderTab(
      <IntlProvider locale="ro" messages={romanianMessages}>
        <HistoryTab />
      </IntlProvider>,
    );
    expect(screen.getByText('Se încarcă...')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Istoric' });
    expect(select('Filtrează după persoană')).toBeInTheDocument();
    expect(select('Filtrează după acțiune')).toBeInTheDocument();
    const labels = entries('Istoric').map((entry) => entry.getAttribute('aria-label'));
    expect(labels[0]).toBe('Server: Încheiat la termen; 3 premii de trimis');
    expect(labels[1]).toBe('Bob Ops: Scorul jucătorului p1 ajustat cu -2.5 puncte: „Refund” (total 40)');
    expect(labels[2]).toMatch(/^Ada Admin: .+: 2 modificări$/);
    expect(labels[3]).toBe('Ada Admin: Creat „Spring”');
    const rows = within(entries('Istoric')[2]).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Câmp', 'Înainte', 'După']);
    expect(within(rows[2]).getByRole('rowheader')).toHaveTextContent('Nivelul 1');
    expect(within(rows[2]).getAllByRole('cell')[1]).toHaveTextContent(/^Locurile 1–5: 100 lei \(.+, CASH100, valoare 100\)$/);
    await user.click(screen.getByRole('button', { name: 'Reîmprospătează' }));
    expect(await screen.findByText('Eroare: Network down')).toBeInTheDocument();
  });
});
