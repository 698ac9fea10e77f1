import { screen, waitFor, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/renderWithStore';
import * as api from '../../../api/payoutReview';
import { TournamentStatus } from '../../../domain/enums';
import type { Language } from '../../../i18n/languages';
import { openedTournamentReducer, tournamentOpened } from '../../openedTournament';
import { approvalOf, disqualification, reviewAfterDisqualifying, reviewOf } from '../payoutReviewFixtures';
import { PayoutReviewTab } from './PayoutReviewTab';

jest.mock('../../../api/payoutReview');
const fetchReview = jest.mocked(api.fetchPayoutReview);
const disqualify = jest.mocked(api.disqualifyPlayer);
const approve = jest.mocked(api.approvePayout);

function renderTab(language: Language = 'en') {
  return renderWithStore(<PayoutReviewTab />, { language, preloadedState: { openedTournament: openedTournamentReducer(undefined, tournamentOpened(7)) } });
}

const board = () => screen.getByRole('table', { name: 'Prizes by rank' });
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Review tab', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    fetchReview.mockResolvedValue(reviewOf());
  });

  it('shows where the prizes stand, each prize rank with its prize, and what they cost in all', async () => {
    renderTab();
    await screen.findByText('The tournament has ended. Its prizes wait for review: nothing has been sent to the players yet.');
    expect(screen.getByRole('heading', { level: 2, name: 'Prizes by rank' })).toBeInTheDocument();
    expect(cellsOf(board())).toEqual([
      ['1', 'Player p1', 'p1', '50', '100 lei', 'Disqualify'],
      ['2', 'Player p2', 'p2', '40', '25 lei', 'Disqualify'],
      ['3', 'Player p3', 'p3', '30', '25 lei', 'Disqualify'],
      ['4', 'Player p4', 'p4', '20', 'No prize', 'Disqualify'],
    ]);
    expect(screen.getByTestId('review-total-cost')).toHaveTextContent('150 lei');
    expect(screen.getByRole('table', { name: 'Disqualified players' })).toHaveTextContent('No player is disqualified');
    // Arriving moves no focus.
    expect(screen.getByTestId('payout-state')).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('disqualifies a player only with a reason, then marks them and shows the ranks moved up', async () => {
    disqualify.mockResolvedValue(disqualification('p2'));
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Disqualify Player p2' }));
    const dialog = screen.getByRole('dialog', { name: 'Disqualify Player p2?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    expect(within(dialog).getByText('Give a reason for the disqualification')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(disqualify).not.toHaveBeenCalled();

    fetchReview.mockResolvedValue(reviewAfterDisqualifying());
    await user.type(reason, 'Bonus abuse{Enter}');
    await within(screen.getByRole('table', { name: 'Disqualified players' })).findByText('Bonus abuse');
    expect(disqualify).toHaveBeenCalledWith(7, 'p2', 'Bonus abuse', expect.any(AbortSignal));
    expect(cellsOf(board()).map((row) => row.slice(0, 2).join(' '))).toEqual(['1 Player p1', '2 Player p3', '3 Player p4']);
    // The row's button went with the row: the focus goes on to the list the player joined.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Disqualified players' })).toHaveFocus());
    expect(cellsOf(screen.getByRole('table', { name: 'Disqualified players' }))).toEqual([
      ['DisqualifiedPlayer p2', '2', '35', 'Bonus abuse', 'Ada Admin', '21 Nov 2026, 09:00 UTC, in review'],
    ]);
  });

  it('approves after a confirmation whose No is the default, then says who approved and when', async () => {
    approve.mockResolvedValue(approvalOf());
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Approve payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the payout?' });
    expect(within(dialog).getByText('150 lei')).toBeInTheDocument();
    const no = within(dialog).getByRole('button', { name: 'No, not yet' });
    await waitFor(() => expect(no).toHaveFocus());
    fetchReview.mockResolvedValue(reviewOf({ payout: 'approved', approved_at: approvalOf().approved_at, approved_by: approvalOf().approved_by, version: 5 }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    await screen.findByText('Approved by Ada Admin at 22 Nov 2026, 08:30 UTC');
    await waitFor(() => expect(screen.getByTestId('payout-state')).toHaveFocus());
    expect(approve).toHaveBeenCalledWith(7, 4, expect.any(AbortSignal));
    expect(screen.queryByRole('button', { name: 'Approve payout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Disqualify/ })).not.toBeInTheDocument();
  });

  it('lets a running tournament’s players be disqualified, with nothing to approve yet, in Romanian too', async () => {
    fetchReview.mockResolvedValue(reviewOf({ status: TournamentStatus.InProgress, payout: 'automatic' }));
    renderTab('ro');
    await screen.findByText('Plată automată: premiile intră în lista bonusurilor de trimis când se încheie turneul.');
    expect(screen.getByRole('button', { name: 'Descalifică Player p1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobă plata' })).not.toBeInTheDocument();
  });
});
