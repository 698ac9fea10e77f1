import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../test/allFeatures';
import { pendingUntilAborted } from '../../../test/pendingUntilAborted';
import { stateAfter } from '../../../test/stateAfter';
import { HttpStatusError } from '../../api/client';
import * as api from '../../api/playerInvitations';
import { inEnglish } from '../../i18n/inLanguage';
import { answerFor, outcomeOf, playerIds } from './invitePlayersFixtures';
import { invitePlayersSagas } from './invitePlayersSagas';
import { selectInvitationCounts, selectInvitationProgress } from './invitePlayersSelectors';
import * as invite from './invitePlayersSlice';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('../../api/playerInvitations');
const invitePlayers = jest.mocked(api.invitePlayers);
/** The ids of each request, in order. */
const runsSent = () => invitePlayers.mock.calls.map(([, userIds]) => userIds);

/** 2,500 ids pasted for tournament 7: three runs of 1,000, 1,000 and 500. */
const ids = playerIds(2500);
const listed = stateAfter(invite.inviteDialogOpened(7), invite.invitationListEdited(ids.join('\n')));
const sending = () => expectSaga(invitePlayersSagas).withReducer(rootReducer, listed).dispatch(invite.invitationsRequested());

beforeEach(() => {
  jest.resetAllMocks();
});

describe('inviting a list', () => {
  it('sends the ids in runs of 1,000, one after another, storing each run’s outcomes before the next starts', async () => {
    invitePlayers.mockImplementation(answerFor);
    const { storeState } = await sending()
      .put(invite.invitationsAnswered(ids.slice(0, 1000).map((user_id) => ({ user_id, outcome: outcomeOf(user_id) }))))
      .put(invite.invitationsFinished({ tournamentId: 7 }))
      .silentRun(50);
    expect(runsSent()).toEqual([ids.slice(0, 1000), ids.slice(1000, 2000), ids.slice(2000)]);
    expect(storeState.invitePlayers.phase).toBe('done');
    expect(selectInvitationProgress(storeState)).toEqual({ done: 2500, total: 2500, percent: 100 });
    expect(selectInvitationCounts(storeState)).toEqual({ invited: 2000, already_on_board: 250, not_seen: 250, disqualified: 0, notSent: 0, invalid: 0 });
  });

  it('shows the progress of each answered run while the next is in flight', async () => {
    const held = pendingUntilAborted();
    invitePlayers.mockImplementationOnce(answerFor).mockImplementationOnce(held.request);
    const { storeState } = await sending().silentRun(50);
    expect(storeState.invitePlayers.phase).toBe('sending');
    expect(selectInvitationProgress(storeState)).toEqual({ done: 1000, total: 2500, percent: 40 });
  });

  it('sends nothing but the valid, distinct ids', async () => {
    invitePlayers.mockImplementation(answerFor);
    const state = stateAfter(invite.inviteDialogOpened(7), invite.invitationListEdited(`user_id\np1\np2, p1\n${'x'.repeat(256)}`));
    const { storeState } = await expectSaga(invitePlayersSagas).withReducer(rootReducer, state).dispatch(invite.invitationsRequested()).silentRun(50);
    expect(runsSent()).toEqual([['p1', 'p2']]);
    expect(selectInvitationCounts(storeState)).toMatchObject({ invited: 2, invalid: 1 });
  });

  it('on Stop aborts the run in flight, sends no other, and keeps the outcomes already answered', async () => {
    const held = pendingUntilAborted();
    invitePlayers.mockImplementationOnce(answerFor).mockImplementationOnce(held.request).mockImplementation(answerFor);
    const { storeState } = await sending()
      .delay(10)
      .dispatch(invite.invitationsStopped())
      .not.put.actionType(invite.invitationsFailed.type)
      .not.put.actionType(invite.invitationsFinished.type)
      .silentRun(STEPPED_RUN_MS);
    expect(held.signals).toHaveLength(1);
    expect(held.signals[0].aborted).toBe(true);
    expect(runsSent()).toHaveLength(2);
    expect(storeState.invitePlayers.phase).toBe('stopped');
    expect(selectInvitationCounts(storeState)).toMatchObject({ invited: 800, notSent: 1500 });
  });

  it('stops at a failed run with its reason, then sends only the rest, none of the answered ids again', async () => {
    invitePlayers
      .mockImplementationOnce(answerFor)
      .mockRejectedValueOnce(new HttpStatusError(503, 'Service Unavailable', 'The database is busy'))
      .mockImplementation(answerFor);
    const failed = await sending().put(invite.invitationsFailed({ error: '503 - Service Unavailable: The database is busy' })).silentRun(50);
    expect(failed.storeState.invitePlayers.phase).toBe('failed');
    expect(selectInvitationCounts(failed.storeState)).toMatchObject({ notSent: 1500 });
    expect(runsSent()).toEqual([ids.slice(0, 1000), ids.slice(1000, 2000)]);

    invitePlayers.mockClear();
    const failedState: RootState = failed.storeState;
    const { storeState } = await expectSaga(invitePlayersSagas)
      .withReducer(rootReducer, failedState)
      .dispatch(invite.invitationRestRequested())
      .put(invite.invitationsFinished({ tournamentId: 7 }))
      .silentRun(50);
    expect(runsSent()).toEqual([ids.slice(1000, 2000), ids.slice(2000)]);
    expect(storeState.invitePlayers.error).toBeNull();
    expect(selectInvitationProgress(storeState)).toEqual({ done: 2500, total: 2500, percent: 100 });
    expect(selectInvitationCounts(storeState)).toMatchObject({ notSent: 0, invited: 2000 });
  });

  it('fails a run whose answer does not give each id its outcome, rather than guessing which were done', async () => {
    invitePlayers.mockImplementation(async (tournamentId, userIds) => (await answerFor(tournamentId, userIds)).slice(1));
    const { storeState } = await sending().silentRun(50);
    expect(runsSent()).toHaveLength(1);
    expect(storeState.invitePlayers.phase).toBe('failed');
    expect(inEnglish(storeState.invitePlayers.error!)).toBe('The server did not answer for each id sent');
    expect(selectInvitationProgress(storeState).done).toBe(0);
  });

  it('cancels the run when its tab closes, aborting the request in flight, and reports nothing', async () => {
    const held = pendingUntilAborted();
    invitePlayers.mockImplementation(held.request);
    const { storeState } = await sending()
      .delay(10)
      .dispatch(invite.invitePlayersLeft())
      .not.put.actionType(invite.invitationsFailed.type)
      .not.put.actionType(invite.invitationsAnswered.type)
      .silentRun(STEPPED_RUN_MS);
    expect(held.signals[0].aborted).toBe(true);
    expect(storeState.invitePlayers).toMatchObject({ open: false, phase: 'editing', text: '' });
  });
});
