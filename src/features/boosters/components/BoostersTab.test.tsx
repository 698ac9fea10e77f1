import { stateAfter } from '../../../../test/stateAfter';
import { act, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { renderWithStore } from '../../../../test/renderWithStore';
import * as api from '../../../api/boosters';
import { BOOSTER_MESSAGES } from '../../../domain/boosterValidation';
import { TournamentStatus } from '../../../domain/enums';
import { inEnglish } from '../../../i18n/inLanguage';
import { romanianMessages } from '../../../i18n/ro';
import type { Tournament } from '../../../domain/tournament';
import { tournamentLoaded } from '../../editor/editorSlice';
import { tournamentOpened } from '../../openedTournament';
import { aBooster, aDraft } from '../boosterFixtures';
import { saveFailed } from '../boostersSlice';
import { BoostersTab } from './BoostersTab';

jest.mock('../../../api/boosters');
const fetchBoosters = jest.mocked(api.fetchBoosters);

const saved = [aBooster(11, { name: 'Happy hour', day_of_week: 5, day_of_month: 13 }), aBooster(12, { name: 'Night owl' })];
const running = { ...aDraft(), status: TournamentStatus.InProgress };

const preloadedState = (tournament: Tournament) => stateAfter(tournamentOpened(tournament.id), tournamentLoaded(tournament));

/** The tab of `tournament`'s page, its boosters answered by `boosters`. */
async function renderTab(tournament: Tournament, boosters = saved) {
  fetchBoosters.mockResolvedValue(boosters);
  const view = renderWithStore(<BoostersTab />, { preloadedState: preloadedState(tournament) });
  await screen.findByText(boosters.length === 0 ? 'There are no boosters' : `${boosters.length} boosters`);
  return view;
}

const row = (number: number) => screen.getByRole('region', { name: `Booster ${number}` });
const rows = () => screen.queryAllByRole('region', { name: /^Booster \d+$/ });
const button = (name: string) => screen.queryByRole('button', { name });
const MULTIPLIER_ONE_HINT = '×1 leaves scores unchanged: set a higher multiplier to boost them';

describe('Boosters tab', () => {
  beforeEach(() => jest.resetAllMocks());

  it("loads the open tournament's boosters and shows each with its labelled fields", async () => {
    await renderTab(aDraft());
    expect(fetchBoosters).toHaveBeenCalledWith(7, expect.any(AbortSignal));
    expect(rows()).toHaveLength(2);
    const first = within(row(1));
    expect(first.getByRole('spinbutton', { name: 'Multiplier' })).toHaveValue('2');
    expect(first.getByRole('textbox', { name: 'Name' })).toHaveValue('Happy hour');
    expect(first.getByRole('textbox', { name: 'Start Date' })).toHaveValue('');
    expect(first.getByRole('textbox', { name: 'End Date' })).toHaveValue('');
    expect(first.getByRole('combobox', { name: 'Day of Week' })).toBeInTheDocument();
    // antd titles the chosen option with its label.
    expect(first.getByTitle('Friday')).toBeInTheDocument();
    expect(first.getByRole('spinbutton', { name: 'Day of month' })).toHaveValue('13');
    expect(within(row(2)).getByTitle('None')).toBeInTheDocument();
  });

  it("says 'There are no boosters' when there are none", async () => {
    await renderTab(aDraft(), []);
    expect(rows()).toEqual([]);
  });

  it('offers Add and Delete on a Draft: Add appends a booster with multiplier 1, Delete hides one', async () => {
    const { user, store } = await renderTab(aDraft());
    await user.click(button('Add')!);
    expect(screen.getByText('3 boosters')).toBeInTheDocument();
    expect(within(row(3)).getByRole('spinbutton', { name: 'Multiplier' })).toHaveValue('1');
    expect(within(row(3)).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await user.click(within(row(1)).getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('2 boosters')).toBeInTheDocument();
    expect(within(row(1)).getByRole('textbox', { name: 'Name' })).toHaveValue('Night owl');
    expect(store.getState().boosters.unsaved).toBe(true);
    await user.click(within(row(1)).getByRole('button', { name: 'Delete' }));
    // Issue 27: not '1 boosters'.
    expect(screen.getByText('1 booster')).toBeInTheDocument();
  });

  it('says under a ×1 multiplier, the new booster\'s default, that it leaves scores unchanged, until it is changed (issue 27)', async () => {
    const { user } = await renderTab(aDraft());
    await user.click(button('Add')!);
    const added = within(row(3)).getByRole('spinbutton', { name: 'Multiplier' });
    expect(added).toHaveValue('1');
    expect(added).toHaveAccessibleDescription(MULTIPLIER_ONE_HINT);
    expect(added).not.toHaveAttribute('aria-invalid');
    expect(within(row(1)).queryByText(MULTIPLIER_ONE_HINT)).not.toBeInTheDocument();
    await user.clear(added);
    await user.type(added, '1.5');
    expect(within(row(3)).queryByText(MULTIPLIER_ONE_HINT)).not.toBeInTheDocument();
  });

  it('is read-only once the tournament is not a Draft: no Add, no Delete, every field disabled', async () => {
    await renderTab(running);
    expect(button('Add')).not.toBeInTheDocument();
    expect(button('Delete')).not.toBeInTheDocument();
    expect(button('Refresh')).toBeEnabled();
    const first = within(row(1));
    for (const field of [first.getByRole('spinbutton', { name: 'Multiplier' }), first.getByRole('textbox', { name: 'Name' }), first.getByRole('textbox', { name: 'Start Date' })]) {
      expect(field).toBeDisabled();
    }
  });

  it('edits the fields, showing a broken rule under its field', async () => {
    const { user, store } = await renderTab(aDraft());
    const second = within(row(2));
    await user.type(second.getByRole('textbox', { name: 'Name' }), ' 2');
    await user.clear(second.getByRole('spinbutton', { name: 'Multiplier' }));
    await user.type(second.getByRole('spinbutton', { name: 'Day of month' }), '31');
    await user.click(second.getByRole('combobox', { name: 'Day of Week' }));
    await user.click(await screen.findByTitle('Sunday'));
    expect(store.getState().boosters.entities.b2).toMatchObject({ name: 'Night owl 2', multiplier: 0, day_of_month: 31, day_of_week: 0 });
    expect(second.getByText(inEnglish(BOOSTER_MESSAGES.multiplier))).toBeInTheDocument();
    expect(second.getByRole('spinbutton', { description: inEnglish(BOOSTER_MESSAGES.multiplier) })).toHaveAccessibleName('Multiplier');
    expect(second.getByRole('spinbutton', { name: 'Multiplier' })).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows 'Failed to save boosters' in the tab when a save fails", async () => {
    const { store } = await renderTab(aDraft());
    act(() => {
      store.dispatch(saveFailed({ message: '409 - Conflict' }));
    });
    expect(screen.getByText('Failed to save boosters')).toBeInTheDocument();
    expect(screen.getByText('409 - Conflict')).toBeInTheDocument();
  });

  it('reloads on Refresh, asking first when there are unsaved changes, which Discard drops', async () => {
    const { user } = await renderTab(aDraft());
    await user.click(button('Refresh')!);
    await waitFor(() => expect(fetchBoosters).toHaveBeenCalledTimes(2));
    await user.click(button('Add')!);
    await user.click(button('Refresh')!);
    expect(await screen.findByText('Discard the booster changes that are not saved yet?')).toBeInTheDocument();
    expect(fetchBoosters).toHaveBeenCalledTimes(2);
    await user.click(button('Discard')!);
    await waitFor(() => expect(fetchBoosters).toHaveBeenCalledTimes(3));
    expect(await screen.findByText('2 boosters')).toBeInTheDocument();
  });

  it('speaks Romanian', async () => {
    fetchBoosters.mockResolvedValue(saved);
    const tab = (
      <IntlProvider locale="ro" messages={romanianMessages}>
        <BoostersTab />
      </IntlProvider>
    );
    const { user } = renderWithStore(tab, { preloadedState: preloadedState(aDraft()) });
    expect(await screen.findByText('2 boostere')).toBeInTheDocument();
    const first = within(row(1));
    expect(first.getByRole('spinbutton', { name: 'Multiplicator' })).toHaveValue('2');
    expect(first.getByRole('textbox', { name: 'Data de început' })).toBeInTheDocument();
    expect(within(row(2)).getByTitle('Niciuna')).toBeInTheDocument();
    await user.click(button('Adaugă')!);
    expect(within(row(3)).getByRole('spinbutton', { name: 'Multiplicator' })).toHaveAccessibleDescription(
      '×1 lasă scorurile neschimbate: alegeți un multiplicator mai mare pentru a le spori',
    );
    await user.click(button('Reîmprospătează')!);
    expect(await screen.findByText('Renunțați la modificările boosterelor care nu au fost salvate încă?')).toBeInTheDocument();
    expect(button('Păstrează')).toBeInTheDocument();
  });
});
