import { screen, within } from '@testing-library/react';
import * as api from '../../../../api/games';
import { ScoreDriver } from '../../../../domain/enums';
import { gameInfos } from '../../../games/gameFixtures';
import { draftTournament, renderForm } from '../formTestSupport';

jest.mock('../../../../api/games');
const fetchPage = jest.mocked(api.fetchGamePage);
const fetchByIds = jest.mocked(api.fetchGamesByIds);

describe('driver panels', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    fetchPage.mockResolvedValue(gameInfos(1, 3));
    fetchByIds.mockResolvedValue([]);
  });

  it("sets a wagering condition's games from the game picker and shows them in its strip", async () => {
    const { store, user } = renderForm();
    await user.click(screen.getByText('Add condition'));
    const condition = screen.getByRole('region', { name: 'Condition 1' });
    // Issue 27: the focus follows the condition added, on its first field (Platform).
    expect(within(condition).getAllByRole('radio')[0]).toHaveFocus();
    await user.click(within(condition).getByRole('button', { name: 'Choose games' }));
    await user.click(await screen.findByRole('option', { name: 'Slot 2 Vendor 2' }));
    await user.click(screen.getByText('Save Changes'));
    const conditions = store.getState().editor.copy?.conditions;
    expect(conditions?.entities[conditions.ids[0]].casino_game_ids).toEqual([2]);
    expect(await within(condition).findByRole('img', { name: 'Slot 2' })).toBeInTheDocument();
  });

  it('strips whitespace from a pasted bonus id', async () => {
    const { store, user } = renderForm(draftTournament({ score_driver: ScoreDriver.BonusWinAmount, win_criteria: null }));
    await user.click(screen.getByText('Add bonus'));
    await user.click(screen.getByLabelText('Bonus id'));
    await user.paste(' B 42\t');
    expect(store.getState().editor.copy?.fields.bonus_win_amount_ingestion_configuration).toEqual({ B42: { win_amount_multiplication_factor: 1 } });
    expect(screen.getByLabelText('Bonus id')).toHaveValue('B42');
  });

  it('blocks a typed space in a bonus id', async () => {
    const { store, user } = renderForm(draftTournament({ score_driver: ScoreDriver.BonusWinAmount, win_criteria: null }));
    await user.click(screen.getByText('Add bonus'));
    await user.type(screen.getByLabelText('Bonus id'), 'B 7');
    expect(screen.getByLabelText('Bonus id')).toHaveValue('B7');
    expect(Object.keys(store.getState().editor.copy?.fields.bonus_win_amount_ingestion_configuration ?? {})).toEqual(['B7']);
  });
});
