import { act, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { IntlProvider } from 'react-intl';
import { renderWithStore } from '../../../../test/renderWithStore';
import { HttpStatusError } from '../../../api/client';
import * as api from '../../../api/simulation';
import { BonusType } from '../../../domain/enums';
import { romanianMessages } from '../../../i18n/ro';
import { TEST_NOW } from '../../tournaments/tournamentFixtures';
import { tierAdded } from '../../editor/editorSlice';
import { aBooster, stateWithBoosters } from '../../boosters/boosterFixtures';
import { panelOpened, windowChosen } from '../simulationSlice';
import { A_WINDOW, aDraft, aSimulationResult, stateOnPage, stateWithPanel } from '../simulationFixtures';
import { SimulateButton } from './SimulateButton';
import { SimulatePanel } from './SimulatePanel';
import { beyondLimit } from './SimulationWindowForm';

jest.mock('../../../api/simulation');
const simulate = jest.mocked(api.simulateTournament);

const draft = aDraft(7);
const renderPanel = (preloadedState = stateOnPage(draft)) =>
  renderWithStore(
    <>
      <SimulateButton />
      <SimulatePanel />
    </>,
    { preloadedState },
  );
const panel = () => screen.getByRole('dialog', { name: 'Simulate' });
const OUTDATED_NOTICE = 'The form, its boosters or the window changed since this run: Run again to see what the changes would do.';
/** The texts of the cells of the table row holding `text`: found by text, as naming every row by role took seconds here. */
const rowCells = (text: string) =>
  // eslint-disable-next-line testing-library/no-node-access
  Array.from((screen.getByText(text).closest('tr') as HTMLTableRowElement).cells, (cell) => cell.textContent);

beforeEach(() => jest.resetAllMocks());
afterEach(() => jest.useRealTimers());

describe('the Simulate panel', () => {
  it("opens from 'Simulate' on the last 7 days, ending now, in UTC", async () => {
    // The clock moves on by itself, so the clicks and the panel's animation still run.
    jest.useFakeTimers({ now: TEST_NOW, advanceTimers: true });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Simulate' }));
    expect(await screen.findByPlaceholderText('From')).toHaveValue('2026-05-25 12:00');
    expect(screen.getByPlaceholderText('To')).toHaveValue('2026-06-01 12:00');
    expect(within(panel()).getByText(/at most 35 days/)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('From')).toHaveAccessibleDescription(/at most 35 days/);
    expect(screen.getByPlaceholderText('To')).not.toHaveAttribute('aria-invalid', 'true');
    // Issue 27: labelled by its placeholder alone, axe's 'serious' finding.
    expect(screen.getByLabelText('Window ends')).toBe(screen.getByPlaceholderText('To'));
  });

  it('runs, then shows how many events and players took part, the total cost, each tier and the projected top 100 with prizes', async () => {
    simulate.mockResolvedValue(aSimulationResult());
    const { user } = renderPanel(stateWithPanel(draft));
    await user.click(within(panel()).getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Projected result')).toBeInTheDocument();
    expect(['Events', 'Players', 'Total cost', 'Free spins', 'Items'].map(rowCells)).toEqual([['Events', '4'], ['Players', '3'], ['Total cost', '100 lei'], ['Free spins', '20'], ['Items', '0']]);
    expect(rowCells('2 - 5')).toEqual(['2 - 5', 'Ten spins', 'FS10', '2', '20 free spins']);
    expect(rowCells('Player 1')).toEqual(['1', 'Player 1', 'player-1', '999', '100 lei']);
    // Each table named by the heading above it.
    expect(within(screen.getByRole('table', { name: 'Prizes per tier' })).getByRole('cell', { name: 'FS10' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Projected top 100' })).getByRole('cell', { name: 'player-1' })).toBeInTheDocument();
  });

  it('flags the tiers whose value is 0, which the total cost leaves out (issue 27)', async () => {
    const result = aSimulationResult();
    result.prizes.push({ rank_min: 11, rank_max: 20, players: 0, bonus: { type: BonusType.FreeSpins, code: 'FS_NONE', name: 'Forgotten' }, value: 0, cost: { lei: 0, free_spins: 0, items: 0 } });
    simulate.mockResolvedValue(result);
    const { user } = renderPanel(stateWithPanel(draft));
    await user.click(within(panel()).getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Projected result')).toBeInTheDocument();
    expect(
      screen.getByText('The tier for ranks 11 - 20 has a value of 0: it awards nothing, so the total cost leaves it out. Check its value.'),
    ).toBeInTheDocument();
    expect(rowCells('11 - 20')).toEqual(['11 - 20', 'Forgotten', 'FS_NONE', '0', 'Value 0 · 0 lei']);
    expect(rowCells('2 - 5')).toEqual(['2 - 5', 'Ten spins', 'FS10', '2', '20 free spins']);
  });

  it('flags the boosters the run found multiplying by 1, which change nothing (issue 27), with the Boosters tab never opened', async () => {
    simulate.mockResolvedValue({ ...aSimulationResult(), boosters_changing_nothing: [2, 4] });
    const { user } = renderPanel(stateWithPanel(draft));
    await user.click(within(panel()).getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Projected result')).toBeInTheDocument();
    expect(screen.getByText('Boosters 2, 4 multiply by ×1: they leave scores unchanged. Check their multipliers.')).toBeInTheDocument();
  });

  it("flags the editor's boosters that multiply by 1 when the API does not name them (one that follows the engine spec alone)", async () => {
    simulate.mockResolvedValue({ ...aSimulationResult(), boosters_changing_nothing: undefined });
    const boosters = [aBooster(11), aBooster(12, { multiplier: 1 }), aBooster(13, { multiplier: 1.5 })];
    const { user } = renderPanel(stateWithBoosters(draft, boosters, panelOpened(draft.id, new Date(A_WINDOW.to))));
    await user.click(within(panel()).getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Projected result')).toBeInTheDocument();
    expect(screen.getByText('Booster 2 multiplies by ×1: it leaves scores unchanged. Check its multiplier.')).toBeInTheDocument();
  });

  it('says when the form changed since the result shown', async () => {
    simulate.mockResolvedValue(aSimulationResult());
    const { user, store } = renderPanel(stateWithPanel(draft));
    await user.click(within(panel()).getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Projected result')).toBeInTheDocument();
    expect(screen.queryByText(OUTDATED_NOTICE)).not.toBeInTheDocument();
    act(() => {
      store.dispatch(tierAdded());
    });
    expect(screen.getByText(OUTDATED_NOTICE)).toBeInTheDocument();
  });

  it("shows the server's message when the run fails", async () => {
    simulate.mockRejectedValue(new HttpStatusError(400, 'Bad Request', 'tournament.tiers[0].rank_max must be at least rank_min'));
    const { user } = renderPanel(stateWithPanel(draft));
    await user.click(within(panel()).getByRole('button', { name: 'Run' }));
    expect(await within(panel()).findByText('Simulation failed')).toBeInTheDocument();
    expect(within(panel()).getByText('400 - Bad Request: tournament.tiers[0].rank_max must be at least rank_min')).toBeInTheDocument();
  });

  it('says how long a run waited for other simulations, and what the server says when too many run or wait', async () => {
    simulate.mockResolvedValueOnce({ ...aSimulationResult(), queuedSeconds: 12 });
    const busy = 'Too many simulations are running or waiting: try again in 9 seconds';
    simulate.mockRejectedValueOnce(new HttpStatusError(429, 'Too Many Requests', busy));
    const { user } = renderPanel(stateWithPanel(draft));
    await user.click(within(panel()).getByRole('button', { name: 'Run' }));
    expect(await within(panel()).findByText('This run waited 12 seconds for other simulations to finish before it started.')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Run' }));
    expect(await within(panel()).findByText(`429 - Too Many Requests: ${busy}`)).toBeInTheDocument();
    expect(within(panel()).queryByText(/This run waited/)).not.toBeInTheDocument();
  });

  it('says why a window cannot run, and keeps Run disabled', () => {
    renderPanel(stateWithPanel(draft, windowChosen({ from: '2026-04-01T00:00:00.000Z', to: '2026-06-01T00:00:00.000Z' })));
    expect(within(panel()).getByText('The window is at most 35 days')).toBeInTheDocument();
    for (const end of ['From', 'To']) {
      expect(within(panel()).getByPlaceholderText(end)).toHaveAccessibleDescription('The window is at most 35 days');
      expect(within(panel()).getByPlaceholderText(end)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(panel()).getByRole('button', { name: 'Run' })).toBeDisabled();
  });
});

describe('the Simulate panel in Romanian', () => {
  it('names its parts, its figures and each tier in Romanian', async () => {
    simulate.mockResolvedValue(aSimulationResult());
    const { user } = renderWithStore(
      <IntlProvider locale="ro" messages={romanianMessages}>
        <SimulateButton />
        <SimulatePanel />
      </IntlProvider>,
      { preloadedState: stateWithPanel(draft) },
    );
    expect(screen.getByRole('button', { name: 'Simulează' })).toBeInTheDocument();
    const romanianPanel = screen.getByRole('dialog', { name: 'Simulează' });
    expect(within(romanianPanel).getByText(/cel mult 35 de zile/)).toBeInTheDocument();
    expect(within(romanianPanel).getByPlaceholderText('De la')).toBeInTheDocument();
    await user.click(within(romanianPanel).getByRole('button', { name: 'Rulează' }));
    expect(await screen.findByText('Rezultat estimat')).toBeInTheDocument();
    expect(['Evenimente', 'Jucători', 'Cost total', 'Rotiri gratuite', 'Obiecte'].map(rowCells)).toEqual([
      ['Evenimente', '4'],
      ['Jucători', '3'],
      ['Cost total', '100 lei'],
      ['Rotiri gratuite', '20'],
      ['Obiecte', '0'],
    ]);
    expect(rowCells('2 - 5')).toEqual(['2 - 5', 'Ten spins', 'FS10', '2', '20 de rotiri gratuite']);
    expect(screen.getByText('Premii pe nivel')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Jucători premiați' })).toBeInTheDocument();
  });
});

describe("the window picker's days", () => {
  it('are all open until one end is picked, then only those at most 35 days from it', () => {
    const picked = dayjs('2026-05-01T12:00:00Z');
    expect(beyondLimit(dayjs('2020-01-01T00:00:00Z'), { from: undefined })).toBe(false);
    expect(beyondLimit(picked.add(35, 'day'), { from: picked })).toBe(false);
    expect(beyondLimit(picked.subtract(35, 'day'), { from: picked })).toBe(false);
    expect(beyondLimit(picked.add(36, 'day'), { from: picked })).toBe(true);
    expect(beyondLimit(picked.subtract(36, 'day'), { from: picked })).toBe(true);
  });
});
