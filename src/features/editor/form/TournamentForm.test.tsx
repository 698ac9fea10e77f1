import { act, screen, waitFor } from '@testing-library/react';
import { ScoreDriver } from '../../../domain/enums';
import { TOURNAMENT_VALIDATION_MESSAGES, WEB_URL_MESSAGE } from '../../../domain/tournamentValidation';
import { inEnglish } from '../../../i18n/inLanguage';
import { messageRef } from '../../../i18n/text';
import { validationFailed } from '../editorSlice';
import { draftTournament, renderForm } from './formTestSupport';

// The bonus catalog never arrives: these tests end before it would, and its arrival (or its failure, with an alert)
// would then update the form outside act.
jest.mock('../../../api/bonuses', () => ({ ...jest.requireActual<object>('../../../api/bonuses'), fetchAvailableBonuses: () => new Promise(() => undefined) }));

describe('TournamentForm', () => {
  it('puts the typed title into the store and derives the slug from it', async () => {
    const { store, user } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Spring Cup');
    expect(store.getState().editor.copy?.fields.title).toBe('Spring Cup');
    expect(store.getState().editor.copy?.fields.slug).toBe('spring-cup');
    expect(screen.getByLabelText('Slug')).toHaveValue('spring-cup');
  });

  it('toggles a weekday', async () => {
    const { store, user } = renderForm();
    const sunday = screen.getByLabelText('Sunday');
    expect(sunday).toBeChecked();
    await user.click(sunday);
    expect(store.getState().editor.copy?.fields.time_configuration.sunday).toBe(false);
    expect(sunday).not.toBeChecked();
  });

  it('shows start and end in UTC as YYYY-MM-DD HH:mm', () => {
    renderForm(draftTournament({ time_configuration: { ...draftTournament().time_configuration, start: '2026-03-02T23:30:00.000Z' } }));
    expect(screen.getByLabelText('Start (UTC)')).toHaveValue('2026-03-02 23:30');
  });

  it('shows the side panel of the score driver, and win criteria only for gaming transactions', () => {
    const { store } = renderForm();
    expect(screen.getByText('Wagering conditions')).toBeInTheDocument();
    expect(screen.getByLabelText('Win criteria')).toBeInTheDocument();
    act(() => {
      store.dispatch({ type: 'editor/fieldChanged', payload: { field: 'score_driver', value: ScoreDriver.BonusWinAmount } });
    });
    expect(screen.getByText('Bonus win amount ingestion')).toBeInTheDocument();
    expect(screen.queryByText('Wagering conditions')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Win criteria')).not.toBeInTheDocument();
    act(() => {
      store.dispatch({ type: 'editor/fieldChanged', payload: { field: 'score_driver', value: ScoreDriver.DepositAmount } });
    });
    expect(screen.getByText('Deposit amount ingestion')).toBeInTheDocument();
    expect(screen.getByLabelText('Deposit amount multiplication factor')).toHaveValue('1');
  });

  it("outlines itself under the page's h1: each section an h2, each condition and tier an h3 under its own (issue 27: axe's heading-order)", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    for (const section of ['General', 'Time configuration', 'Tiers', 'Wagering conditions']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Condition 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Tier 1' })).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 4 })).toEqual([]);
    expect(screen.queryAllByRole('heading', { level: 5 })).toEqual([]);
  });

  it('disables every input when read-only', () => {
    renderForm(draftTournament(), { readOnly: true });
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.getByLabelText('Leaderboard size')).toBeDisabled();
    expect(screen.getByLabelText('Monday')).toBeDisabled();
    expect(screen.getByLabelText('Start (UTC)')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add tier' })).toBeDisabled();
  });

  it('shows a validation message on its field after a refused submit', () => {
    const { store } = renderForm();
    act(() => {
      store.dispatch(validationFailed({ errors: [{ field: 'title', message: messageRef(TOURNAMENT_VALIDATION_MESSAGES.titleRequired) }] }));
    });
    expect(screen.getByText('Title required')).toBeInTheDocument();
  });

  it('moves the focus to the first field marked after a refused submit, in the order the form shows them (issue 27)', async () => {
    const { store } = renderForm();
    act(() => {
      store.dispatch(
        validationFailed({
          errors: [
            { field: 'time_configuration.start', message: messageRef(TOURNAMENT_VALIDATION_MESSAGES.startRequired) },
            { field: 'title', message: messageRef(TOURNAMENT_VALIDATION_MESSAGES.titleRequired) },
          ],
        }),
      );
    });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
  });

  it.each([
    ['Hero image (desktop)', 'javascript:alert(1)'],
    ['List image', 'data:image/png;base64,AAAA'],
    ['Terms and conditions URL', '/terms'],
  ])('shows the URL message on %s when it is not an http(s) URL', async (label, url) => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(label), url);
    expect(screen.getByText(inEnglish(WEB_URL_MESSAGE))).toBeInTheDocument();
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), 'https://img.example.test/a.png');
    expect(screen.queryByText(inEnglish(WEB_URL_MESSAGE))).not.toBeInTheDocument();
  });
});
