import { act, screen, within } from '@testing-library/react';
import * as api from '../../../api/games';
import { ScoreDriver } from '../../../domain/enums';
import { LEADERBOARD_SIZE_MAX } from '../../../domain/inputLimits';
import { TOURNAMENT_VALIDATION_MESSAGES as M } from '../../../domain/tournamentValidation';
import { messageRef, type MessageDescriptor } from '../../../i18n/text';
import { aCompleteDraft } from '../editorFixtures';
import { fieldChanged, validationFailed } from '../editorSlice';
import { renderForm } from './formTestSupport';

jest.mock('../../../api/games');
// The bonus catalog and the games' infos never arrive: these tests end before they would, and their arrival (or the
// catalog's failure, with its alert) would then update the form outside act.
jest.mock('../../../api/bonuses', () => ({ ...jest.requireActual<object>('../../../api/bonuses'), fetchAvailableBonuses: () => new Promise(() => undefined) }));

/** Each kind of control the form uses, by a field of that kind: its path, a message of the spec and how to find the control. */
const CONTROLS: { kind: string; path: string; message: MessageDescriptor; spoken: string; find: () => HTMLElement | Promise<HTMLElement> }[] = [
  { kind: 'text input', path: 'title', message: M.titleRequired, spoken: 'Title required', find: () => screen.getByRole('textbox', { name: 'Title' }) },
  { kind: 'number input', path: 'leaderboard_size', message: M.leaderboardSize, spoken: 'Leaderboard size should be between 1 and 100000', find: () => screen.getByRole('spinbutton', { name: 'Leaderboard size' }) },
  // No rule of the spec is on a select; the server's refusal can name any field.
  { kind: 'select', path: 'score_driver', message: M.conditionRequired, spoken: 'Should be at least one wagering condition', find: () => screen.getByRole('combobox', { name: 'Score driver' }) },
  { kind: 'date picker', path: 'time_configuration.start', message: M.durationTooShort, spoken: 'Tournament duration is too short', find: () => screen.getByRole('textbox', { name: 'Start (UTC)' }) },
  { kind: 'checkbox group', path: 'time_configuration.day', message: M.weekdayRequired, spoken: 'At least one day of week should be available', find: () => screen.getByRole('group', { name: 'Days' }) },
  { kind: 'radio group', path: 'wagering_conditions[0].platform', message: M.minStake, spoken: 'Min stake should be greater than 0', find: () => within(screen.getByRole('region', { name: 'Condition 1' })).getByRole('radiogroup', { name: 'Platform' }) },
  { kind: 'game picker trigger', path: 'wagering_conditions[0].casino_game_ids', message: M.gameRequired, spoken: 'Should be at least one game in condition', find: () => screen.getByRole('button', { name: 'Choose games' }) },
  { kind: 'tier row', path: 'tiers[0].rank_max', message: M.maxRankBelowMin, spoken: 'Max rank should be greater than min rank', find: () => screen.getByRole('spinbutton', { name: 'Max rank' }) },
  { kind: 'tier bonus text', path: 'tiers[0].bonus.code', message: M.bonusCodeRequired, spoken: 'Bonus code required', find: () => screen.getByRole('textbox', { name: 'Bonus code' }) },
];

describe('validation messages and their controls', () => {
  beforeEach(() => {
    jest.mocked(api.fetchGamesByIds).mockReturnValue(new Promise(() => undefined));
  });

  it.each(CONTROLS)('a message on the $kind describes it and marks it invalid', async ({ path, message, spoken, find }) => {
    const { store } = renderForm(aCompleteDraft(7));
    // The form shown whole: its rich-text editor is a lazy chunk, which would otherwise finish loading outside act.
    await screen.findByRole('textbox', { name: 'Terms and conditions text' });
    const control = await find();
    expect(control).not.toHaveAttribute('aria-invalid', 'true');
    act(() => {
      store.dispatch(validationFailed({ errors: [{ field: path, message: messageRef(message, { max: LEADERBOARD_SIZE_MAX }) }] }));
    });
    expect(control).toHaveAccessibleDescription(spoken);
    expect(control).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    { list: 'tiers', message: M.tierRequired, spoken: 'Should be at least one tier', add: 'Add tier', fields: {} },
    { list: 'wagering_conditions', message: M.conditionRequired, spoken: 'Should be at least one wagering condition', add: 'Add condition', fields: {} },
    {
      list: 'bonus_win_amount_ingestion_configuration',
      message: M.bonusWinConfigurationRequired,
      spoken: 'Should be at least one bonus win amount ingestion configuration',
      add: 'Add bonus',
      fields: { score_driver: ScoreDriver.BonusWinAmount, win_criteria: null },
    },
  ])("a message on the whole of $list describes its '$add' button, the control that fixes it", ({ list, message, spoken, add, fields }) => {
    const { store } = renderForm(aCompleteDraft(7, fields));
    act(() => {
      store.dispatch(validationFailed({ errors: [{ field: list, message: messageRef(message) }] }));
    });
    expect(screen.getByRole('button', { name: add })).toHaveAccessibleDescription(spoken);
  });

  it('finds the control by its message, and lets go of it once the value is valid', async () => {
    const { store, user } = renderForm(aCompleteDraft(7));
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    const title = screen.getByRole('textbox', { description: 'Title required' });
    expect(title).toHaveAccessibleName('Title');
    await user.type(title, 'Spring');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(title).not.toHaveAttribute('aria-describedby');
    expect(store.getState().editor.copy?.fields.title).toBe('Spring');
  });

  it('describes the rich-text editor by its message and its hint, and names it by its label', async () => {
    const { store } = renderForm(aCompleteDraft(7, { terms_and_conditions: '' }));
    act(() => {
      store.dispatch(fieldChanged({ field: 'terms_and_conditions_text', value: '' }));
    });
    const editor = await screen.findByRole('textbox', { name: 'Terms and conditions text' });
    expect(editor).toHaveAccessibleDescription('T&C text is required if no url provided Shown to players when the terms and conditions URL is empty.');
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAttribute('contenteditable', 'true');
  });
});
