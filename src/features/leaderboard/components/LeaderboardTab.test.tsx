import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithStore } from '../../../../test/renderWithStore';
import { HttpStatusError } from '../../../api/client';
import * as historyApi from '../../../api/history';
import * as api from '../../../api/leaderboard';
import type { AppStore } from '../../../app/store';
import { BonusType, OptInCondition, TournamentStatus } from '../../../domain/enums';
import { editorReducer, tournamentLoaded } from '../../editor/editorSlice';
import { aTournament } from '../../tournaments/tournamentFixtures';
import { playerAdjustments } from '../../history/historyFixtures';
import { aPage, aRow } from '../leaderboardFixtures';
import { LeaderboardTab } from './LeaderboardTab';
import { inEnglish } from '../../../i18n/inLanguage';
import type { Language } from '../../../i18n/languages';
import { openedTournamentReducer, tournamentOpened } from '../../openedTournament';

jest.mock('../../../api/leaderboard');
jest.mock('../../../api/history');
const fetchPage = jest.mocked(api.fetchLeaderboardPage);
const fetchRank = jest.mocked(api.fetchPlayerRank);
const adjust = jest.mocked(api.adjustScoreManually);

const tiers = [{ rank_min: 1, rank_max: 1, bonus: { type: BonusType.FreeSpins, code: 'FS_50', name: '', nominal_name: '', image_url: '', value: 50 } }];

/** The tab of tournament 7 with `status`, its board answering `board`. */
function renderTab(
  status: TournamentStatus,
  board: api.LeaderboardPage | Error = aPage(0, 3),
  { apiExtensions, optIn = OptInCondition.Invite, language }: { apiExtensions?: []; optIn?: OptInCondition; language?: Language } = {},
) {
  if (board instanceof Error) fetchPage.mockRejectedValue(board);
  else fetchPage.mockResolvedValue(board);
  const editor = editorReducer(undefined, tournamentLoaded(aTournament(7, { status, tiers, opt_in_condition: optIn })));
  const openedTournament = openedTournamentReducer(undefined, tournamentOpened(7));
  return renderWithStore(<LeaderboardTab />, { preloadedState: { editor, openedTournament, ...(apiExtensions && { apiExtensions }) }, language });
}

const dataRows = () => screen.getAllByRole('row').slice(1);
const rowOf = (userId: string) => screen.getByRole('row', { name: new RegExp(`\\b${userId}\\b`) });
const toastHeaders = (store: AppStore) => Object.values(store.getState().toasts.entities).map((toast) => inEnglish(toast.header));
const pager = () => screen.queryByRole('navigation', { name: 'Leaderboard pages' });
const dialog = () => screen.findByRole('dialog', { name: 'Adjust Score' });

/** 'Add score', -20 for 'ghost' with a note, then Save: the dialog, still open or closing. */
async function saveAdjustmentOfGhost(user: UserEvent): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Add score' }));
  const adjustDialog = await dialog();
  await user.type(within(adjustDialog).getByRole('textbox', { name: 'Note' }), 'Goodwill');
  await user.type(within(adjustDialog).getByRole('textbox', { name: 'Score' }), '-20');
  await user.type(within(adjustDialog).getByRole('textbox', { name: 'User ID' }), 'ghost');
  await user.click(within(adjustDialog).getByRole('button', { name: 'Save' }));
  return adjustDialog;
}

describe('Leaderboard tab', () => {
  beforeEach(() => {
    jest.resetAllMocks();
  });

  it("shows 'Loading...' until the page arrives, then the rows by rank with every column", async () => {
    renderTab(TournamentStatus.InProgress);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'player-1' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Rank', 'User ID', 'Username', 'Score', 'Computed', 'Prize code', 'Prize name', 'Adjustments', 'Adjust']);
    expect(screen.getByRole('table', { name: 'Leaderboard' })).toBeInTheDocument();
    const cells = within(rowOf('player-1')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['1', 'player-1', 'Player 1', '999.000']);
    expect(cells[4]).toMatch(/^01 Jun 2026, 11:00 UTC.+ago$/);
    expect(cells.slice(5, 7)).toEqual(['FS_50', '50 FS']);
    expect(within(rowOf('player-2')).getAllByRole('cell')[5]).toHaveTextContent(/^$/);
    expect(fetchPage).toHaveBeenCalledWith(7, 0, expect.any(AbortSignal));
  });

  it.each([
    ['en' as const, 'a few seconds ago'],
    ['ro' as const, 'acum câteva secunde'],
  ])("in %s, says a score computed by a clock a little ahead of the browser's was computed '%s', never in the future (issue 27)", async (language, justNow) => {
    const ahead = new Date(Date.now() + 20_000).toISOString();
    renderTab(TournamentStatus.InProgress, { size: 1, rows: [aRow(1, { computed: ahead })] }, { language });
    await screen.findByRole('cell', { name: 'player-1' });
    const computed = within(rowOf('player-1')).getAllByRole('cell')[4];
    expect(computed).toHaveTextContent(new RegExp(`UTC ${justNow}$`));
    // The exact time for machines and assistive technology.
    expect(within(computed).getByText(/UTC$/)).toHaveAttribute('datetime', ahead);
  });

  it("shows a failed load as the row 'Error: {message}'", async () => {
    renderTab(TournamentStatus.InProgress, new HttpStatusError(500, 'Internal Server Error'));
    expect(await screen.findByText('Error: 500 - Internal Server Error')).toBeInTheDocument();
  });

  it("shows 'No data' for an empty board, without a pager", async () => {
    renderTab(TournamentStatus.InProgress, aPage(0, 0));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(pager()).not.toBeInTheDocument();
  });

  it('has no pager for 2 pages', async () => {
    renderTab(TournamentStatus.InProgress, aPage(0, 200, 3));
    await screen.findByRole('cell', { name: 'player-1' });
    expect(pager()).not.toBeInTheDocument();
  });

  it('pages through more than 2 pages with the fixed pager', async () => {
    const { user } = renderTab(TournamentStatus.InProgress, aPage(0, 201, 3));
    await screen.findByRole('cell', { name: 'player-1' });
    expect(within(pager()!).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    fetchPage.mockResolvedValue(aPage(2, 201));
    await user.click(within(pager()!).getByRole('button', { name: '3' }));
    await screen.findByRole('cell', { name: 'player-201' });
    expect(dataRows()).toHaveLength(1);
    expect(fetchPage).toHaveBeenLastCalledWith(7, 2, expect.any(AbortSignal));
    expect(within(pager()!).getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()!).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows a handful of page buttons for a million players, and goes to a typed page', async () => {
    const { user } = renderTab(TournamentStatus.InProgress, aPage(0, 1_000_000, 3));
    await screen.findByRole('cell', { name: 'player-1' });
    const pages = within(pager()!)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(pages).toEqual(['1', '2', '3', '4', '10000']);
    fetchPage.mockResolvedValue(aPage(4999, 1_000_000, 3));
    await user.type(within(pager()!).getByRole('spinbutton', { name: 'Go to page' }), '5000{Enter}');
    await screen.findByRole('cell', { name: 'player-499901' });
    expect(fetchPage).toHaveBeenLastCalledWith(7, 4999, expect.any(AbortSignal));
  });

  it("finds players by the start of their name as staff type ('bogdan'), in rank order (issue 27)", async () => {
    const search = jest.mocked(api.searchLeaderboard);
    const bogdans = [aRow(4, { user_id: 'u-4', user_name: 'Bogdan Popescu' }), aRow(17, { user_id: 'u-17', user_name: 'bogdana.ionescu' })];
    search.mockResolvedValue({ size: 3, rows: bogdans });
    const { user } = renderTab(TournamentStatus.InProgress);
    await screen.findByRole('cell', { name: 'player-1' });
    const box = screen.getByRole('textbox', { name: 'Search by user' });
    expect(box).toHaveAttribute('placeholder', 'User ID or name');
    await user.type(box, 'bogdan');
    expect(await screen.findByRole('cell', { name: 'bogdana.ionescu' })).toBeInTheDocument();
    expect(dataRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['4', '17']);
    // Typing pauses once, after the last letter: one search, not one a keystroke.
    expect(search.mock.calls.map(([id, text]) => [id, text])).toEqual([[7, 'bogdan']]);
    expect(fetchRank).not.toHaveBeenCalled();
  });

  it("finds a player by user id after the search settles, and returns to the page when it is cleared (an API without playerSearch)", async () => {
    const { user } = renderTab(TournamentStatus.InProgress, aPage(0, 3), { apiExtensions: [] });
    await screen.findByRole('cell', { name: 'player-1' });
    fetchRank.mockResolvedValue({ row: aRow(42), rank: 42 });
    await user.type(screen.getByRole('textbox', { name: 'Search by user' }), 'player-42');
    await screen.findByRole('cell', { name: 'player-42' });
    expect(dataRows()).toHaveLength(1);
    expect(fetchRank).toHaveBeenCalledTimes(1);
    expect(fetchRank).toHaveBeenCalledWith(7, 'player-42', expect.any(AbortSignal));
    await user.clear(screen.getByRole('textbox', { name: 'Search by user' }));
    await screen.findByRole('cell', { name: 'player-3' });
    expect(dataRows()).toHaveLength(3);
  });

  it.each([
    ['Completed', TournamentStatus.Completed],
    ['Canceled', TournamentStatus.Canceled],
  ])("offers neither 'Add score' nor '+' when %s", async (_label, status) => {
    renderTab(status);
    await screen.findByRole('cell', { name: 'player-1' });
    expect(screen.queryByRole('button', { name: 'Add score' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add score to player-1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Adjust' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it("shows every message on its field for an empty Save and sends nothing", async () => {
    const { user } = renderTab(TournamentStatus.InProgress);
    await user.click(await screen.findByRole('button', { name: 'Add score' }));
    const adjustDialog = await dialog();
    expect(within(adjustDialog).getByRole('textbox', { name: 'User ID' })).toHaveValue('');
    await user.click(within(adjustDialog).getByRole('button', { name: 'Save' }));
    expect(await within(adjustDialog).findByText('Note is mandatory')).toBeInTheDocument();
    expect(within(adjustDialog).getByText('Score is mandatory')).toBeInTheDocument();
    expect(within(adjustDialog).getByText('User ID is mandatory')).toBeInTheDocument();
    // Each message is its field's description, heard at the field.
    expect(within(adjustDialog).getByRole('textbox', { description: 'Score is mandatory' })).toHaveAccessibleName('Score');
    expect(within(adjustDialog).getByRole('textbox', { description: 'User ID is mandatory' })).toHaveAttribute('aria-invalid', 'true');
    expect(adjust).not.toHaveBeenCalled();
    await user.type(within(adjustDialog).getByRole('textbox', { name: 'Note' }), 'Goodwill');
    expect(within(adjustDialog).queryByText('Note is mandatory')).not.toBeInTheDocument();
    expect(within(adjustDialog).getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['en' as const, { add: 'Add score', dialog: 'Adjust Score', score: 'Score', save: 'Save' }, 'Score rounds to 0: scores are kept to 2 decimals, so add at least 0.01 or take away at least 0.01'],
    [
      'ro' as const,
      { add: 'Adaugă scor', dialog: 'Ajustează scorul', score: 'Scor', save: 'Salvează' },
      'Scorul se rotunjește la 0: scorurile se păstrează cu 2 zecimale, deci adăugați cel puțin 0,01 sau scădeți cel puțin 0,01',
    ],
  ])('in %s, shows on the Score field that a score rounding to 0 (0.004) changes nothing, and sends nothing', async (language, names, message) => {
    const { user } = renderTab(TournamentStatus.InProgress, aPage(0, 3), { language });
    await user.click(await screen.findByRole('button', { name: names.add }));
    const adjustDialog = await screen.findByRole('dialog', { name: names.dialog });
    await user.type(within(adjustDialog).getByRole('textbox', { name: names.score }), '0.004');
    await user.click(within(adjustDialog).getByRole('button', { name: names.save }));
    expect(await within(adjustDialog).findByRole('textbox', { description: message })).toHaveAccessibleName(names.score);
    expect(adjust).not.toHaveBeenCalled();
  });

  it("saves an adjustment from a row's '+': 'Adjustment saved', the dialog closes and the board reloads", async () => {
    const { user, store } = renderTab(TournamentStatus.InProgress);
    await user.click(await screen.findByRole('button', { name: 'Add score to player-3' }));
    const adjustDialog = await dialog();
    expect(within(adjustDialog).getByRole('textbox', { name: 'User ID' })).toHaveValue('player-3');
    await user.type(within(adjustDialog).getByRole('textbox', { name: 'Note' }), 'Goodwill');
    await user.type(within(adjustDialog).getByRole('textbox', { name: 'Score' }), '5000');
    adjust.mockResolvedValue({ row: aRow(1, { user_id: 'player-3' }), rank: 1 });
    fetchPage.mockResolvedValue({ size: 3, rows: [aRow(1, { user_id: 'player-3' }), aRow(2, { user_id: 'player-1' }), aRow(3, { user_id: 'player-2' })] });
    await user.click(within(adjustDialog).getByRole('button', { name: 'Save' }));
    expect(adjust).toHaveBeenCalledWith({ tournament_id: 7, user_id: 'player-3', score: 5000, note: 'Goodwill' }, expect.any(AbortSignal));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adjust Score' })).not.toBeInTheDocument());
    expect(toastHeaders(store)).toEqual(['Adjustment saved']);
    await waitFor(() => expect(within(dataRows()[0]).getAllByRole('cell')[1]).toHaveTextContent('player-3'));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it("names the row's player with their score and keeps the row's user id when opened from '+' (issue 27)", async () => {
    const { user } = renderTab(TournamentStatus.InProgress, { size: 1, rows: [aRow(1, { user_id: 'u-17', user_name: 'Bogdan Popescu', total_score: 1234.5 })] });
    await user.click(await screen.findByRole('button', { name: 'Add score to u-17' }));
    const adjustDialog = await dialog();
    expect(within(adjustDialog).getByRole('status')).toHaveTextContent('Bogdan Popescu: current score 1.235');
    const userId = within(adjustDialog).getByRole('textbox', { name: 'User ID' });
    expect(userId).toHaveAttribute('readonly');
    await user.type(userId, 'x');
    expect(userId).toHaveValue('u-17');
  });

  it("names the player of a typed user id once typing pauses, with their score", async () => {
    fetchRank.mockResolvedValue({ row: aRow(2, { user_id: 'u-2', user_name: 'Ana Ionescu', total_score: 50 }), rank: 2 });
    const { user } = renderTab(TournamentStatus.InProgress);
    await user.click(await screen.findByRole('button', { name: 'Add score' }));
    const adjustDialog = await dialog();
    await user.type(within(adjustDialog).getByRole('textbox', { name: 'User ID' }), 'u-2');
    expect(await within(adjustDialog).findByRole('status')).toHaveTextContent('Ana Ionescu: current score 50');
    expect(fetchRank).toHaveBeenLastCalledWith(7, 'u-2', expect.any(AbortSignal));
  });

  it("says 'No such player' on the User ID, in words, when the server knows no such player (issue 27)", async () => {
    adjust.mockRejectedValue(new HttpStatusError(404, 'Not Found', 'No such player', { message: 'No such player', errors: { user_id: 'No such player' } }));
    fetchRank.mockResolvedValue(undefined);
    const { user, store } = renderTab(TournamentStatus.InProgress);
    const adjustDialog = await saveAdjustmentOfGhost(user);
    expect(await within(adjustDialog).findByRole('textbox', { description: 'No such player' })).toHaveAccessibleName('User ID');
    expect(screen.queryByText('404 - Not Found')).not.toBeInTheDocument();
    expect(toastHeaders(store)).toEqual([]);
  });

  it("keeps the dialog open with 'Failed to adjust score' when the server refuses", async () => {
    adjust.mockRejectedValue(new HttpStatusError(409, 'Conflict'));
    const { user, store } = renderTab(TournamentStatus.InProgress);
    await saveAdjustmentOfGhost(user);
    await waitFor(() => expect(toastHeaders(store)).toEqual(['Failed to adjust score']));
    expect(screen.getByRole('dialog', { name: 'Adjust Score' })).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  describe("'Invite players' (issue 25, API extension 'invitePlayers')", () => {
    it.each([
      ['an Invite Only', OptInCondition.Invite],
      ['an Opt-In Required', OptInCondition.OptIn],
    ])('is offered on %s board In Progress, and opens its dialog', async (_label, optIn) => {
      const { user } = renderTab(TournamentStatus.InProgress, aPage(0, 3), { optIn });
      await user.click(await screen.findByRole('button', { name: 'Invite players' }));
      expect(await screen.findByRole('dialog', { name: 'Invite players' })).toBeInTheDocument();
    });

    it.each([
      ['an Open board', TournamentStatus.InProgress, OptInCondition.Open, undefined],
      ['a Completed tournament', TournamentStatus.Completed, OptInCondition.Invite, undefined],
      ['an API without it', TournamentStatus.InProgress, OptInCondition.Invite, [] as []],
    ])('is not offered for %s', async (_label, status, optIn, apiExtensions) => {
      renderTab(status, aPage(0, 3), { optIn, apiExtensions });
      await screen.findByRole('cell', { name: 'player-1' });
      expect(screen.queryByRole('button', { name: 'Invite players' })).not.toBeInTheDocument();
    });
  });

  describe("a player's adjustments (API extension 'history')", () => {
    it('lists who, when, note and points when the row opens them, in any status', async () => {
      jest.mocked(historyApi.fetchPlayerAdjustments).mockResolvedValue(playerAdjustments);
      const { user } = renderTab(TournamentStatus.Completed);
      await user.click(await within(await screen.findByRole('row', { name: /\bplayer-2\b/ })).findByRole('button', { name: 'Adjustments of player-2' }));
      const popover = await screen.findByRole('tooltip');
      expect(await within(popover).findByText('Adjustments of player-2')).toBeInTheDocument();
      const items = within(popover).getAllByRole('listitem').map((item) => item.textContent);
      expect(items).toEqual([expect.stringMatching(/^-2\.5 points by Bob Ops: “Refund”24 Nov 2026, 09:00 UTC · .+ ago$/), expect.stringMatching(/^\+10 points by Ada Admin: “Goodwill”23 Nov 2026, 09:00 UTC/)]);
      expect(historyApi.fetchPlayerAdjustments).toHaveBeenCalledWith(7, 'player-2', expect.any(AbortSignal));
    });

    it('are not offered, nor asked for, when the API keeps no history', async () => {
      renderTab(TournamentStatus.InProgress, aPage(0, 3), { apiExtensions: [] });
      await screen.findByRole('cell', { name: 'player-1' });
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).not.toContain('Adjustments');
      expect(screen.queryByRole('button', { name: /^Adjustments of/ })).not.toBeInTheDocument();
      expect(historyApi.fetchPlayerAdjustments).not.toHaveBeenCalled();
    });
  });
});
