import { act, screen, waitFor, within } from '@testing-library/react';
import { middle, newest, oldest } from '../../../../test/fixtures/outboxEntries';
import { pendingUntilAborted } from '../../../../test/pendingUntilAborted';
import { renderWithStore } from '../../../../test/renderWithStore';
import * as bonusesApi from '../../../api/bonuses';
import { HttpStatusError } from '../../../api/client';
import * as unsentApi from '../../../api/unsent';
import { heldSend, outboxBonuses } from '../bulkSendFixtures';
import { SendAllShown } from './SendAllShown';

jest.mock('../../../api/unsent');
jest.mock('../../../api/bonuses');
const sendBonus = jest.mocked(unsentApi.sendUnsentBonus);
const fetchBonuses = jest.mocked(bonusesApi.fetchAvailableBonuses);

const shown = [newest, middle, oldest];
const dialog = () => screen.getByRole('dialog', { name: 'Send all shown' });
const inDialog = () => within(dialog());
const valueLines = () => within(inDialog().getByRole('region', { name: /^What they give away, by type/ })).getAllByRole('listitem').map((item) => item.textContent);

function renderButton(entries = shown) {
  return renderWithStore(<SendAllShown scope="unsent" entries={entries} />);
}

async function openConfirmation(user: ReturnType<typeof renderButton>['user']) {
  await user.click(screen.getByRole('button', { name: 'Send all shown' }));
  await screen.findByText(/^(What they give away|Total value unknown)/);
}

describe("'Send all shown'", () => {
  beforeEach(() => {
    jest.resetAllMocks();
    fetchBonuses.mockResolvedValue(outboxBonuses);
  });

  it('asks first, stating how many and what they give away, a line per type in its own unit, and sends nothing on Cancel', async () => {
    const { user } = renderButton();
    await openConfirmation(user);
    expect(inDialog().getByText('Send 3 failed bonuses, one after another?')).toBeInTheDocument();
    expect(valueLines()).toEqual(['Bonus Money: 250 lei (1 bonus)', 'Free Spins: 50 FS (1 bonus)', 'Free Bet: 20 lei (1 bonus)']);
    await user.click(inDialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sendBonus).not.toHaveBeenCalled();
  });

  it("says which entries are of unknown value: their code is not in the bonus list", async () => {
    fetchBonuses.mockResolvedValueOnce(outboxBonuses.slice(1));
    const { user } = renderButton([oldest]);
    await openConfirmation(user);
    expect(inDialog().getByText('Send 1 failed bonus, one after another?')).toBeInTheDocument();
    expect(valueLines()).toEqual(['1 of unknown value (not in the bonus list)']);
  });

  it("says why there is no total when the bonus list fails to load, and still offers to send", async () => {
    fetchBonuses.mockRejectedValue(new HttpStatusError(503, 'Service Unavailable'));
    const { user } = renderButton();
    await openConfirmation(user);
    expect(inDialog().getByText("Total value unknown: Can't get bonuses: 503 - Service Unavailable")).toBeInTheDocument();
    expect(inDialog().getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('follows the sends with a progress bar, then lists what was sent, what failed again and what someone else sent, with the reasons', async () => {
    const sends = [heldSend(), heldSend(), heldSend()];
    sends.forEach(({ promise }) => sendBonus.mockReturnValueOnce(promise));
    const { user } = renderButton();
    await openConfirmation(user);
    await user.click(inDialog().getByRole('button', { name: 'Send' }));
    expect(await inDialog().findByText('0 of 3 done')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send all shown' })).toBeDisabled();
    act(() => sends[0].settle(undefined));
    expect(await inDialog().findByText('1 of 3 done')).toBeInTheDocument();
    expect(inDialog().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    act(() => sends[1].settle(new HttpStatusError(502, 'Bad Gateway', 'Sending bonus failed: Bonus system timed out')));
    act(() => sends[2].settle(new HttpStatusError(409, 'Conflict', 'Bonus already sent')));
    expect(await inDialog().findByText('Sent: 1')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sent' })).getByText('carol - FB_DERBY_20')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sent or being sent by someone else' })).getByText(/^alice - FAIL_BM_EXPIRED_250/)).toHaveTextContent(
      'alice - FAIL_BM_EXPIRED_250: 409 - Conflict: Bonus already sent',
    );
    expect(inDialog().getByText('Failed again: 1')).toBeInTheDocument();
    expect(inDialog().getByText('502 - Bad Gateway: Sending bonus failed: Bonus system timed out')).toBeInTheDocument();
    expect(inDialog().queryByText(/Not sent/)).not.toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Send all shown' })).toBeEnabled();
  });

  it('stops after the send in flight, and the summary lists what was not sent', async () => {
    const first = heldSend();
    sendBonus.mockReturnValueOnce(first.promise).mockResolvedValue(undefined);
    const { user } = renderButton();
    await openConfirmation(user);
    await user.click(inDialog().getByRole('button', { name: 'Send' }));
    await user.click(await inDialog().findByRole('button', { name: 'Stop' }));
    expect(inDialog().getByRole('button', { name: 'Stopping after this send...' })).toBeDisabled();
    act(() => first.settle(undefined));
    expect(await inDialog().findByText('Not sent (stopped): 2')).toBeInTheDocument();
    expect(inDialog().getByText('Sent: 1')).toBeInTheDocument();
    expect(sendBonus).toHaveBeenCalledTimes(1);
  });

  it('is disabled when the filter shows no failed entry', () => {
    renderButton([]);
    expect(screen.getByRole('button', { name: 'Send all shown' })).toBeDisabled();
  });

  it('cancels the run when the list closes, aborting the send in flight', async () => {
    const pending = pendingUntilAborted();
    sendBonus.mockImplementation(pending.request);
    const { user, unmount, store } = renderButton();
    await openConfirmation(user);
    await user.click(inDialog().getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(pending.signals).toHaveLength(1));
    unmount();
    expect(pending.signals[0].aborted).toBe(true);
    expect(store.getState().bulkSend.phase).toBe('idle');
  });
});
