import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithStore } from '../../../../test/renderWithStore';
import type { AppStore } from '../../../app/store';
import { HttpStatusError } from '../../../api/client';
import * as boostersApi from '../../../api/boosters';
import * as api from '../../../api/tournamentEditor';
import { OptInCondition, TournamentStatus } from '../../../domain/enums';
import type { Tournament } from '../../../domain/tournament';
import TournamentRoutePage from '../../tournaments/pages/TournamentPage';
import { aTournament } from '../../tournaments/tournamentFixtures';
import { aCompleteDraft } from '../editorFixtures';
import { tournamentLoaded } from '../editorSlice';
import { LEAVE_QUESTION } from './LeaveGuard';
import { CANCEL_QUESTION } from './CancelTournamentDialog';
import * as leaderboardApi from '../../../api/leaderboard';
import { BonusType } from '../../../domain/enums';
import { inEnglish } from '../../../i18n/inLanguage';

jest.mock('../../../api/tournamentEditor');
jest.mock('../../../api/boosters');
jest.mock('../../../api/leaderboard');
jest.mock('../form/TournamentForm', () => ({ TournamentForm: jest.requireActual('./testFormStub').TournamentFormStub }));
const fetchTournament = jest.mocked(api.fetchTournament);
const assignPlayer = jest.mocked(api.assignPlayer);
const cancelTournament = jest.mocked(api.cancelTournament);
const saveSummaryVideoUrl = jest.mocked(api.saveSummaryVideoUrl);

const draft = aTournament(7, { status: TournamentStatus.Draft, title: 'Summer cup' });
const running = aTournament(7, { title: 'Summer cup' });
const runningOptIn = aTournament(7, { title: 'Summer cup', opt_in_condition: OptInCondition.OptIn });

function renderTournamentPage(tournament: Tournament | Error) {
  if (tournament instanceof Error) fetchTournament.mockRejectedValue(tournament);
  else fetchTournament.mockResolvedValue(tournament);
  const router = createMemoryRouter(
    [
      { path: '/tournament/:id', Component: TournamentRoutePage },
      { path: '/draft', element: <h1>Draft tournaments</h1> },
    ],
    { initialEntries: ['/tournament/7'] },
  );
  return { router, ...renderWithStore(<RouterProvider router={router} />, { route: null }) };
}

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });
const button = (name: string) => screen.queryByRole('button', { name });
/** The toasts' headers (the Toasts component is the app layout's). */
const toastHeaders = (store: AppStore) => Object.values(store.getState().toasts.entities).map((toast) => inEnglish(toast.header));
const summaryVideoForm = () => screen.getByRole('form', { name: 'Summary video' });
const headerButtons = () => ['Cancel', 'Assign player', 'Publish', 'Duplicate'].filter((name) => button(name) !== null);

/** The page's save status: 'Unsaved changes' while there are edits, empty otherwise (a live region, always there). */
const saveStatus = () => screen.getByRole('status', { name: 'Save status' });

describe('Tournament page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.mocked(boostersApi.fetchBoosters).mockResolvedValue([]);
  });

  it("shows 'Loading...' until the tournament arrives, then '{status} tournament - {title}' as heading and document title", async () => {
    let answer: (tournament: Tournament) => void = () => undefined;
    fetchTournament.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderWithStore(<RouterProvider router={createMemoryRouter([{ path: '/tournament/:id', Component: TournamentRoutePage }], { initialEntries: ['/tournament/8'] })} />, { route: null });
    expect(await heading('Loading...')).toBeInTheDocument();
    act(() => answer(aTournament(8, { title: 'Autumn cup' })));
    expect(await heading('In Progress tournament - Autumn cup')).toBeInTheDocument();
    expect(document.title).toBe('In Progress tournament - Autumn cup');
    expect(fetchTournament).toHaveBeenCalledWith(8, expect.any(AbortSignal));
  });

  it("shows 'Not found' for a tournament the server does not have, with no buttons or tabs", async () => {
    renderTournamentPage(new HttpStatusError(404, 'Not Found'));
    expect(await heading('Not found')).toBeInTheDocument();
    expect(headerButtons()).toEqual([]);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it.each([
    ['a Draft', draft, ['Publish', 'Duplicate']],
    ['a running tournament', running, ['Cancel', 'Duplicate']],
    ['a running OptIn tournament', runningOptIn, ['Cancel', 'Assign player', 'Duplicate']],
    ['a completed tournament', aTournament(7, { status: TournamentStatus.Completed }), ['Duplicate']],
  ])('shows the header buttons of %s', async (_name, tournament, expected) => {
    renderTournamentPage(tournament);
    await screen.findByRole('tab', { name: 'Tournament' });
    expect(headerButtons()).toEqual(expected);
  });

  it('shows the Save bar and no summary video Save for a Draft', async () => {
    renderTournamentPage(draft);
    expect(await heading('Draft tournament - Summer cup')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Save bar' })).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(summaryVideoForm()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Summary video URL' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Tournament' })).toHaveAttribute('data-readonly', 'false');
  });

  it('shows the summary video Save and no Save bar once the tournament is not a Draft', async () => {
    renderTournamentPage(running);
    await heading('In Progress tournament - Summer cup');
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    expect(within(summaryVideoForm()).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Save bar' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Tournament' })).toHaveAttribute('data-readonly', 'true');
  });

  it('saves the summary video URL of a running tournament with its own Save, which ends the unsaved changes', async () => {
    saveSummaryVideoUrl.mockImplementation((_id, url) => Promise.resolve({ ...running, summary_video_url: url }));
    const { user } = renderTournamentPage(running);
    await user.type(await screen.findByRole('textbox', { name: 'Summary video URL' }), 'https://video.example/1');
    expect(saveStatus()).toHaveTextContent('Unsaved changes');
    await user.click(within(summaryVideoForm()).getByRole('button', { name: 'Save' }));
    expect(saveSummaryVideoUrl).toHaveBeenCalledWith(7, 'https://video.example/1', undefined, expect.any(AbortSignal));
    await waitFor(() => expect(saveStatus()).toBeEmptyDOMElement());
  });

  it('offers the tabs with the leaderboard enabled once live and the bonus outbox only when completed', async () => {
    renderTournamentPage(running);
    await heading('In Progress tournament - Summer cup');
    const tabs = screen.getAllByRole('tab');
    // Review (issue 28): a running tournament's players can be disqualified; Results (issue 28): a running tournament's figures.
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tournament', 'Leaderboard', 'Bonus Outbox', 'Boosters', 'Review', 'Results', 'History']);
    expect(tabs.map((tab) => tab.getAttribute('aria-disabled') === 'true')).toEqual([false, false, true, false, false, false, false]);
    expect(screen.getByRole('tab', { name: 'Tournament' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers Review on a completed tournament only when its payout is manual (issue 28)', async () => {
    const completed = aTournament(7, { title: 'Summer cup', status: TournamentStatus.Completed });
    const { unmount } = renderTournamentPage(completed);
    await heading('Completed tournament - Summer cup');
    expect(screen.queryByRole('tab', { name: 'Review' })).not.toBeInTheDocument();
    unmount();
    renderTournamentPage({ ...completed, manual_payout: true });
    await heading('Completed tournament - Summer cup');
    expect(screen.getByRole('tab', { name: 'Review' })).toBeInTheDocument();
  });

  it("asks before canceling, saying how many players are on the board and that no prize will be awarded, and cancels only on Yes with the reason given (issue 27)", async () => {
    cancelTournament.mockResolvedValue({ ...running, status: TournamentStatus.Canceled });
    jest.mocked(leaderboardApi.fetchBoardSize).mockResolvedValue(184);
    const { user } = renderTournamentPage(running);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: inEnglish(CANCEL_QUESTION) });
    expect(inEnglish(CANCEL_QUESTION)).toBe('Are you sure you want to cancel the tournament?');
    expect(await within(dialog).findByText(/^184 players are on the board\. The tournament stops now and no prize will be awarded\./)).toBeInTheDocument();
    expect(leaderboardApi.fetchBoardSize).toHaveBeenCalledWith(7, expect.any(AbortSignal));
    // The answer that changes nothing is where the focus starts: Enter keeps the tournament running.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No, keep it running' })).toHaveFocus());
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (kept in History)' }), ' Provider outage ');
    expect(cancelTournament).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await heading('Canceled tournament - Summer cup')).toBeInTheDocument();
    expect(cancelTournament).toHaveBeenCalledWith(7, 'Provider outage', undefined, expect.any(AbortSignal));
    // The Cancel button went with the status: focus is on the heading that says the new one.
    expect(button('Cancel')).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('keeps the tournament running when the Cancel dialog is answered with Enter, on No where the focus starts', async () => {
    cancelTournament.mockResolvedValue({ ...running, status: TournamentStatus.Canceled });
    jest.mocked(leaderboardApi.fetchBoardSize).mockResolvedValue(1);
    const { user } = renderTournamentPage(running);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: inEnglish(CANCEL_QUESTION) });
    expect(await within(dialog).findByText(/^1 player is on the board\./)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No, keep it running' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: inEnglish(CANCEL_QUESTION) })).not.toBeInTheDocument());
    expect(cancelTournament).not.toHaveBeenCalled();
    expect(await heading('In Progress tournament - Summer cup')).toBeInTheDocument();
  });

  it('shows what Publish puts live (window in UTC, who can play, prize total, games) and publishes only once confirmed (issue 27)', async () => {
    const tiers = [
      { rank_min: 1, rank_max: 10, bonus: { type: BonusType.BonusMoney, code: 'BM_500_LEI', name: '500 lei', nominal_name: '', image_url: '', value: 500 } },
      { rank_min: 11, rank_max: 20, bonus: { type: BonusType.FreeSpins, code: 'FS_20', name: '20 FS', nominal_name: '', image_url: '', value: 20 } },
    ];
    const conditions = [
      { platform: 'both' as const, min_stake: 1, max_stake: null, contribution: 100, casino_game_ids: [1, 2, 3] },
      { platform: 'mobile' as const, min_stake: 1, max_stake: null, contribution: 50, casino_game_ids: [3, 4] },
    ];
    const completeDraft = aCompleteDraft(7, { title: 'Summer cup', tiers, wagering_conditions: conditions, opt_in_condition: OptInCondition.Open });
    jest.mocked(api.updateTournament).mockResolvedValue({ ...completeDraft, status: TournamentStatus.InProgress });
    const { user } = renderTournamentPage(completeDraft);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Summer cup”?' });
    const facts = within(dialog).getAllByRole('row').map((row) => row.textContent);
    expect(facts).toEqual([
      'Window01 Jan 2099, 10:00 UTC – 02 Jan 2099, 10:00 UTC',
      'Who can playOpen',
      'Prize total5.000 lei, 200 free spins',
      'Games4 games in 2 wagering conditions',
    ]);
    expect(api.updateTournament).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Publish “Summer cup”?' })).not.toBeInTheDocument());
    expect(api.updateTournament).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Publish “Summer cup”?' })).getByRole('button', { name: 'Publish' }));
    expect(await heading('In Progress tournament - Summer cup')).toHaveAccessibleDescription(/^Starts in \d+d \d+h$/);
    expect(api.updateTournament).toHaveBeenCalledTimes(1);
  });

  it("says in the heading when a published tournament that has not started yet starts, as the Scheduled list says it (issue 27)", async () => {
    const start = new Date(Date.now() + ((24 + 4) * 60 + 30) * 60_000).toISOString();
    const scheduled = aTournament(7, { title: 'Summer cup', time_configuration: { ...running.time_configuration, start, end: '2099-01-01T00:00:00.000Z' } });
    renderTournamentPage(scheduled);
    // Beside the spec's heading, and heard with it.
    expect(await heading('In Progress tournament - Summer cup')).toHaveAccessibleDescription('Starts in 1d 4h');
    expect(screen.getByText('Starts in 1d 4h')).toBeVisible();
    expect(document.title).toBe('In Progress tournament - Summer cup');
  });

  it('puts focus on the heading, which says the new status, once Publish is gone with the Draft', async () => {
    const completeDraft = aCompleteDraft(7, { title: 'Summer cup' });
    jest.mocked(api.updateTournament).mockResolvedValue({ ...completeDraft, status: TournamentStatus.InProgress });
    const { user } = renderTournamentPage(completeDraft);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    const published = await heading('In Progress tournament - Summer cup');
    expect(button('Publish')).toBeNull();
    await waitFor(() => expect(published).toHaveFocus());
    // Focusable by script only: Tab goes on from it to the header's buttons.
    expect(published).toHaveAttribute('tabindex', '-1');
  });

  it('puts focus on the heading when the page opens with the focus nowhere, as after Create or Duplicate (issue 27)', async () => {
    renderTournamentPage(draft);
    const opened = await heading('Draft tournament - Summer cup');
    await waitFor(() => expect(opened).toHaveFocus());
  });

  it('leaves the focus where it is when the status changes with the focus elsewhere', async () => {
    const { store, user } = renderTournamentPage(draft);
    await heading('Draft tournament - Summer cup');
    const tournamentTab = screen.getByRole('tab', { name: 'Tournament' });
    await user.click(tournamentTab);
    act(() => {
      store.dispatch(tournamentLoaded({ ...draft, status: TournamentStatus.InProgress }));
    });
    await heading('In Progress tournament - Summer cup');
    expect(tournamentTab).toHaveFocus();
  });

  it('assigns a player from the Assign player dialog, which closes once assigned', async () => {
    assignPlayer.mockResolvedValue(true);
    const { user, store } = renderTournamentPage(runningOptIn);
    await user.click(await screen.findByRole('button', { name: 'Assign player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign player' });
    const field = within(dialog).getByRole('textbox', { name: 'Player ID' });
    expect(field).toHaveAttribute('placeholder', 'Enter player id...');
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
    await user.type(field, ' player-42 ');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(assignPlayer).toHaveBeenCalledWith(7, 'player-42', expect.any(AbortSignal));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign player' })).not.toBeInTheDocument());
    expect(toastHeaders(store)).toEqual(['Player assigned']);
  });

  it('keeps the Assign player dialog open after a refusal, and Close closes it', async () => {
    assignPlayer.mockResolvedValue(false);
    const { user, store } = renderTournamentPage(runningOptIn);
    await user.click(await screen.findByRole('button', { name: 'Assign player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign player' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Player ID' }), 'ghost');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(toastHeaders(store)).toEqual(["Failed to assign player 'ghost'. Player not found or already assigned."]));
    expect(screen.getByRole('dialog', { name: 'Assign player' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Assign player' })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved edits: Stay keeps the page, Leave goes; switching tabs never asks', async () => {
    const { user, router } = renderTournamentPage(draft);
    await user.type(await screen.findByRole('textbox', { name: 'Summary video URL' }), 'https://video.example/1');
    expect(saveStatus()).toHaveTextContent('Unsaved changes');
    await user.click(screen.getByRole('tab', { name: 'Boosters' }));
    expect(router.state.location.hash).toBe('#/boosters');
    expect(screen.queryByText(inEnglish(LEAVE_QUESTION))).not.toBeInTheDocument();

    await act(() => router.navigate('/draft'));
    expect(await screen.findByText(inEnglish(LEAVE_QUESTION))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/tournament/7');

    await act(() => router.navigate('/draft'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await heading('Draft tournaments')).toBeInTheDocument();
  });

  it('counts a booster added on the Boosters tab as an unsaved change, and asks before leaving', async () => {
    const { user, router } = renderTournamentPage(draft);
    await user.click(await screen.findByRole('tab', { name: 'Boosters' }));
    await screen.findByText('There are no boosters');
    expect(saveStatus()).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(saveStatus()).toHaveTextContent('Unsaved changes');
    await act(() => router.navigate('/draft'));
    expect(await screen.findByText(inEnglish(LEAVE_QUESTION))).toBeInTheDocument();
  });

  it('leaves without asking when nothing was edited', async () => {
    const { router } = renderTournamentPage(draft);
    await heading('Draft tournament - Summer cup');
    await act(() => router.navigate('/draft'));
    expect(await heading('Draft tournaments')).toBeInTheDocument();
    expect(screen.queryByText(inEnglish(LEAVE_QUESTION))).not.toBeInTheDocument();
  });

  it('asks the browser before unloading only while there are unsaved edits', async () => {
    const { user } = renderTournamentPage(draft);
    const unloadIsQuestioned = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const field = await screen.findByRole('textbox', { name: 'Summary video URL' });
    expect(unloadIsQuestioned()).toBe(false);
    await user.type(field, 'x');
    expect(unloadIsQuestioned()).toBe(true);
  });
});
