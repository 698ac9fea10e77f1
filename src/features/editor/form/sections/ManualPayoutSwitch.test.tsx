import { act, screen } from '@testing-library/react';
import * as api from '../../../../api/bonuses';
import { availableBonuses } from '../../../bonuses/bonusFixtures';
import { selectFields } from '../../editorSelectors';
import { draftTournament, renderForm } from '../formTestSupport';

jest.mock('../../../../api/bonuses');

describe('Manual payout switch', () => {
  beforeEach(() => {
    jest.mocked(api.fetchAvailableBonuses).mockResolvedValue(availableBonuses);
  });

  it('is off for a tournament read without manual_payout, and turns it on (and off again, sent as false)', async () => {
    const { user, store } = renderForm();
    const manual = screen.getByRole('switch', { name: 'Manual payout' });
    expect(manual).not.toBeChecked();
    expect(manual).toHaveAccessibleDescription('At the end, the prizes wait on the Review tab for approval instead of going to the bonus outbox.');
    await user.click(manual);
    expect(manual).toBeChecked();
    expect(selectFields(store.getState())?.manual_payout).toBe(true);
    await user.keyboard(' ');
    expect(selectFields(store.getState())?.manual_payout).toBe(false);
  });

  it('shows a stored manual payout, read-only once published', async () => {
    renderForm(draftTournament({ manual_payout: true }), { readOnly: true });
    // The tiers' bonus catalog arrives.
    await act(async () => undefined);
    const manual = screen.getByRole('switch', { name: 'Manual payout' });
    expect(manual).toBeChecked();
    expect(manual).toBeDisabled();
  });
});
