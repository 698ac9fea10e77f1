import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { renderWithStore } from '../../../../test/renderWithStore';
import * as bonusesApi from '../../../api/bonuses';
import * as api from '../../../api/tournamentEditor';
import { inEnglish } from '../../../i18n/inLanguage';
import { romanianMessages } from '../../../i18n/ro';
import CreateTournamentPage from './CreateTournamentPage';

jest.mock('../../../api/bonuses');
jest.mock('../../../api/tournamentEditor');

/** The page in Romanian; any message the catalog lacks is collected, and the test fails on it. */
function renderInRomanian() {
  const missing: string[] = [];
  const Romanian = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="ro" defaultLocale="en" messages={romanianMessages} onError={(error) => missing.push(error.message)}>
      {children}
    </IntlProvider>
  );
  const view = renderWithStore(
    <Romanian>
      <CreateTournamentPage />
    </Romanian>,
    { route: '/create' },
  );
  return { ...view, missing };
}

describe('Create tournament page in Romanian', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
    jest.mocked(bonusesApi.fetchAvailableBonuses).mockResolvedValue([]);
  });

  it('shows the form, its sections, labels and choices in Romanian', async () => {
    const { missing } = renderInRomanian();
    // The rich text editor arrives lazily, inside act.
    await act(() => import('../form/RichTextEditor'));
    expect(screen.getByRole('heading', { name: 'Creează turneu' })).toBeInTheDocument();
    expect(document.title).toBe('Creează turneu');
    for (const section of ['Informații generale', 'Programare', 'Imagini', 'Setări tehnice', 'Conținut', 'Termeni și condiții', 'Premii', 'Niveluri de premii', 'Condiții de rulaj']) {
      expect(screen.getByText(section)).toBeInTheDocument();
    }
    for (const label of ['Titlu', 'Sursa scorului', 'Criteriu de câștig', 'Condiție de înscriere', 'Început (UTC)', 'Imagine principală (desktop)', 'URL termeni și condiții', 'Ascuns publicului']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    // The new-tournament defaults (spec §4), named in Romanian.
    expect(screen.getByTitle('Tranzacții de joc')).toBeInTheDocument();
    expect(screen.getByTitle('Rulaj')).toBeInTheDocument();
    expect(screen.getByTitle('Înscriere obligatorie')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Zile' })).getByLabelText('Luni')).toBeChecked();
    expect(screen.getByTestId('list_image-status')).toHaveTextContent('nesetată');
    expect(screen.getByText('Afișat jucătorilor când URL-ul termenilor și condițiilor este gol.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Creează' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it("names tiers and conditions in Romanian, and refuses an empty Create with the domain's messages in Romanian", async () => {
    const { user, store, missing } = renderInRomanian();
    await act(() => import('../form/RichTextEditor'));
    // Every toast shown, kept here: a toast closes after 3 s, which a slow run can outlast.
    const shown = new Map(Object.entries(store.getState().toasts.entities));
    store.subscribe(() => Object.entries(store.getState().toasts.entities).forEach(([id, toast]) => shown.set(id, toast)));
    await user.click(screen.getByRole('button', { name: 'Creează' }));
    expect(screen.getByText('Titlul este obligatoriu')).toBeInTheDocument();
    expect(screen.getByText('Trebuie să existe cel puțin un nivel de premii')).toBeInTheDocument();
    expect(screen.getByText('Trebuie să existe cel puțin o condiție de rulaj')).toBeInTheDocument();
    // One toast for all the messages (issue 27), kept as references: each language puts it into its words.
    const toasts = [...shown.values()];
    expect(toasts.map((toast) => inEnglish(toast.header))).toEqual(['Error']);
    expect(inEnglish(toasts[0].text)).toMatch(/^\d+ fields need correcting/);
    // The first field marked, the title, has the focus.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Titlu' })).toHaveFocus());
    expect(api.createTournament).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Adaugă nivel' }));
    const tier = screen.getByRole('region', { name: 'Nivelul 1' });
    expect(within(tier).getByLabelText('Poziția minimă')).toHaveValue('1');
    expect(within(tier).getByTitle('Rotiri gratuite')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adaugă condiție' }));
    const condition = screen.getByRole('region', { name: 'Condiția 1' });
    expect(within(condition).getByLabelText('Ambele')).toBeChecked();
    expect(within(condition).getByRole('button', { name: 'Alege jocurile' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
