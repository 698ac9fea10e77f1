import { act, screen, waitFor, within } from '@testing-library/react';
import { pendingUntilAborted } from '../../../../test/pendingUntilAborted';
import { renderWithStore } from '../../../../test/renderWithStore';
import { HttpStatusError } from '../../../api/client';
import * as api from '../../../api/playerInvitations';
import { answerFor, playerIds } from '../invitePlayersFixtures';
import { InvitePlayers } from './InvitePlayers';

jest.mock('../../../api/playerInvitations');
const invitePlayers = jest.mocked(api.invitePlayers);

const dialog = () => screen.getByRole('dialog', { name: 'Invite players' });
const inDialog = () => within(dialog());
const listField = () => inDialog().getByRole('textbox', { name: 'Player ids' });
const idsShown = () => inDialog().getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

async function openDialog() {
  const view = renderWithStore(<InvitePlayers tournamentId={7} />);
  await view.user.click(screen.getByRole('button', { name: 'Invite players' }));
  await waitFor(() => expect(listField()).toHaveFocus());
  return view;
}

describe("'Invite players'", () => {
  beforeEach(() => {
    jest.resetAllMocks();
  });

  it('says what will be sent before sending, then shows each outcome, counted and filterable, with the focus on the results', async () => {
    invitePlayers.mockImplementation(answerFor);
    const { user } = await openDialog();
    await user.click(listField());
    await user.paste('user_id\np1, p3; p7\tp1 p2\nbad\u0001id');
    expect(inDialog().getByText('4 distinct ids will be invited')).toBeInTheDocument();
    expect(inDialog().getByText('1 repeated id left out')).toBeInTheDocument();
    expect(inDialog().getByText(/^1 id is invalid and will not be sent: "bad\\u0001id"$/)).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Invite' }));

    await waitFor(() => expect(inDialog().getByRole('heading', { name: 'Results' })).toHaveFocus());
    expect(invitePlayers).toHaveBeenCalledWith(7, ['p1', 'p3', 'p7', 'p2'], expect.any(AbortSignal));
    expect(inDialog().getByText('Not seen yet: 1')).toBeInTheDocument();
    expect(inDialog().getByText('Invited, but the platform has not sent any activity for this player yet')).toBeInTheDocument();
    expect(inDialog().queryByText(/^Disqualified/)).not.toBeInTheDocument();
    expect(idsShown()).toEqual([
      ['p1', 'Invited'],
      ['p3', 'Already on the board'],
      ['p7', 'Not seen yet'],
      ['p2', 'Invited'],
      ['bad\u0001id', 'Invalid'],
    ]);
    // By keyboard: from 'All' to the third outcome.
    act(() => inDialog().getByRole('radio', { name: 'All' }).focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(inDialog().getByRole('radio', { name: 'Not seen yet' })).toBeChecked();
    expect(idsShown()).toEqual([['p7', 'Not seen yet']]);
  });

  it('says a disqualified player was not added, counting that outcome only when there is one', async () => {
    invitePlayers.mockResolvedValue([
      { user_id: 'p1', outcome: 'disqualified' },
      { user_id: 'p2', outcome: 'invited' },
    ]);
    const { user } = await openDialog();
    await user.click(listField());
    await user.paste('p1 p2');
    await user.click(inDialog().getByRole('button', { name: 'Invite' }));

    await waitFor(() => expect(inDialog().getByText('Disqualified: 1')).toBeInTheDocument());
    expect(inDialog().getByText('Disqualified from this tournament; not added to the board')).toBeInTheDocument();
    expect(idsShown()).toEqual([
      ['p1', 'Disqualified'],
      ['p2', 'Invited'],
    ]);
    act(() => inDialog().getByRole('radio', { name: 'All' }).focus());
    await user.keyboard('{ArrowLeft}');
    expect(inDialog().getByRole('radio', { name: 'Disqualified' })).toBeChecked();
    expect(idsShown()).toEqual([['p1', 'Disqualified']]);
  });

  it('pages through thousands of results', async () => {
    invitePlayers.mockImplementation(answerFor);
    const { user } = await openDialog();
    await user.click(listField());
    await user.paste(playerIds(1200).join('\n'));
    await user.click(inDialog().getByRole('button', { name: 'Invite' }));
    await inDialog().findByText('Invited: 960');
    expect(invitePlayers).toHaveBeenCalledTimes(2);
    expect(idsShown()).toHaveLength(50);
    await user.click(inDialog().getByRole('listitem', { name: '24' }));
    expect(idsShown()[49]).toEqual(['p1200', 'Invited']);
    await user.click(inDialog().getByRole('button', { name: 'Previous page' }));
    expect(idsShown()[0]).toEqual(['p1101', 'Invited']);
  });

  it("reads an uploaded CSV file's first column, skipping its header row", async () => {
    const { user } = await openDialog();
    const csv = new File(['\uFEFFuser_id;name\np1;Ana\n"p2";Dan\n'], 'vip.csv', { type: 'text/csv' });
    await user.upload(inDialog().getByLabelText('Upload a file'), csv);
    expect(await inDialog().findByText('Read from vip.csv: the first column of each row')).toBeInTheDocument();
    expect(inDialog().getByText('2 distinct ids will be invited')).toBeInTheDocument();
  });

  it('shows the progress, and on Stop keeps what was done and offers to invite the rest', async () => {
    const held = pendingUntilAborted();
    invitePlayers.mockImplementationOnce(answerFor).mockImplementationOnce(held.request).mockImplementation(answerFor);
    const { user } = await openDialog();
    await user.click(listField());
    await user.paste(playerIds(2500).join(' '));
    await user.click(inDialog().getByRole('button', { name: 'Invite' }));
    expect(await inDialog().findByText('1,000 of 2,500 ids done')).toBeInTheDocument();
    expect(inDialog().getByRole('progressbar', { name: 'Invitation progress' })).toHaveAttribute('aria-valuenow', '40');
    await user.click(inDialog().getByRole('button', { name: 'Stop' }));
    expect(await inDialog().findByText('Stopped: 1,500 ids were not sent.')).toBeInTheDocument();
    expect(held.signals[0].aborted).toBe(true);
    expect(inDialog().getByText('Not sent: 1,500')).toBeInTheDocument();

    await user.click(inDialog().getByRole('button', { name: 'Invite the rest' }));
    await waitFor(() => expect(inDialog().getByRole('heading', { name: 'Results' })).toHaveFocus());
    expect(inDialog().queryByText(/^Not sent/)).not.toBeInTheDocument();
    expect(invitePlayers.mock.calls.map(([, ids]) => ids[0])).toEqual(['p1', 'p1001', 'p1001', 'p2001']);
  });

  it("names the failure and retries only the rest", async () => {
    invitePlayers.mockImplementationOnce(answerFor).mockRejectedValueOnce(new HttpStatusError(409, 'Conflict', 'The tournament is not In Progress')).mockImplementation(answerFor);
    const { user } = await openDialog();
    await user.click(listField());
    await user.paste(playerIds(1500).join('\n'));
    await user.click(inDialog().getByRole('button', { name: 'Invite' }));
    expect(await inDialog().findByRole('alert')).toHaveTextContent('A request failed, so sending stopped (500 ids not sent): 409 - Conflict: The tournament is not In Progress');
    await user.click(inDialog().getByRole('button', { name: 'Retry the rest' }));
    await inDialog().findByText('Invited: 1,200');
    expect(invitePlayers.mock.calls.map(([, ids]) => [ids[0], ids.length])).toEqual([['p1', 1000], ['p1001', 500], ['p1001', 500]]);
  });

  it('offers Invite only for a list with a valid id, and another list after the results', async () => {
    invitePlayers.mockImplementation(answerFor);
    const { user } = await openDialog();
    expect(inDialog().getByRole('button', { name: 'Invite' })).toBeDisabled();
    await user.type(listField(), 'p1');
    await user.click(inDialog().getByRole('button', { name: 'Invite' }));
    await user.click(await inDialog().findByRole('button', { name: 'Invite another list' }));
    await waitFor(() => expect(listField()).toHaveFocus());
    expect(listField()).toHaveValue('');
  });

  it('speaks Romanian', async () => {
    const { user } = renderWithStore(<InvitePlayers tournamentId={7} />, { language: 'ro' });
    await user.click(screen.getByRole('button', { name: 'Invită jucători' }));
    const field = await screen.findByRole('textbox', { name: 'ID-uri de jucători' });
    await user.type(field, 'p1 p2 p3');
    expect(screen.getByText('3 ID-uri distincte vor fi invitate')).toBeInTheDocument();
  });
});
