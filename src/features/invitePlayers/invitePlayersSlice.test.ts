import { stateAfter } from '../../../test/stateAfter';
import { answerFor, playerIds } from './invitePlayersFixtures';
import {
  selectFilteredInvitationRows,
  selectInvitationCounts,
  selectInvitationList,
  selectInvitationProgress,
  selectInvitationRows,
  selectNextInvitationRun,
} from './invitePlayersSelectors';
import * as invite from './invitePlayersSlice';

const answered = async (userIds: string[]) => invite.invitationsAnswered(await answerFor(7, userIds));

describe('invitePlayers slice', () => {
  it('keeps a list being written when the dialog closes and opens again for the same tournament', () => {
    const reopened = stateAfter(invite.inviteDialogOpened(7), invite.invitationListEdited('p1 p2'), invite.inviteDialogClosed(), invite.inviteDialogOpened(7));
    expect(reopened.invitePlayers).toMatchObject({ open: true, text: 'p1 p2' });
    expect(stateAfter(invite.inviteDialogOpened(7), invite.invitationListEdited('p1'), invite.inviteDialogClosed(), invite.inviteDialogOpened(8)).invitePlayers).toMatchObject({
      tournamentId: 8,
      text: '',
    });
  });

  it('reads a file into the list, as CSV or as a list, and forgets the file once the text is edited', () => {
    const read = stateAfter(invite.inviteDialogOpened(7), invite.invitationFileRead({ fileName: 'vip.csv', text: 'user_id,name\np1,Ana', format: 'csv' }));
    expect(read.invitePlayers).toMatchObject({ fileName: 'vip.csv', format: 'csv' });
    expect(selectInvitationList(read)).toEqual({ ids: ['p1'], invalid: [], duplicates: 0 });
    const edited = stateAfter(invite.inviteDialogOpened(7), invite.invitationFileRead({ fileName: 'vip.csv', text: 'p1,p2', format: 'csv' }), invite.invitationListEdited('p1,p2'));
    expect(edited.invitePlayers).toMatchObject({ fileName: null, format: 'list' });
    expect(selectInvitationList(edited).ids).toEqual(['p1', 'p2']);
  });

  it('neither edits the list nor closes while sending', () => {
    const sending = stateAfter(invite.inviteDialogOpened(7), invite.invitationListEdited('p1'), invite.invitationsRequested(), invite.invitationListEdited('p9'), invite.inviteDialogClosed());
    expect(sending.invitePlayers).toMatchObject({ open: true, phase: 'sending', text: 'p1' });
  });

  it('forgets the results once the dialog closes after a run', async () => {
    const closed = stateAfter(invite.inviteDialogOpened(7), invite.invitationListEdited('p1'), invite.invitationsRequested(), await answered(['p1']), invite.invitationsFinished({ tournamentId: 7 }), invite.inviteDialogClosed());
    expect(closed.invitePlayers).toMatchObject({ open: false, phase: 'editing', text: '', tournamentId: 7 });
    expect(closed.invitePlayers.results.ids).toEqual([]);
  });

  it("sends the rest only after Stop or a failure, clearing the failure's reason", () => {
    const failed = [invite.inviteDialogOpened(7), invite.invitationListEdited('p1'), invite.invitationsRequested(), invite.invitationsFailed({ error: '503 - Service Unavailable' })];
    expect(stateAfter(...failed, invite.invitationRestRequested()).invitePlayers).toMatchObject({ phase: 'sending', error: null });
    expect(stateAfter(invite.inviteDialogOpened(7), invite.invitationRestRequested()).invitePlayers.phase).toBe('editing');
  });

  it('starts another list for the same tournament from the results', async () => {
    const another = stateAfter(invite.inviteDialogOpened(7), invite.invitationListEdited('p1'), invite.invitationsRequested(), await answered(['p1']), invite.invitationsFinished({ tournamentId: 7 }), invite.anotherListRequested());
    expect(another.invitePlayers).toMatchObject({ open: true, tournamentId: 7, phase: 'editing', text: '' });
    expect(selectInvitationRows(another)).toEqual([]);
  });
});

describe('invitePlayers selectors', () => {
  const ids = playerIds(2500);
  const listed = [invite.inviteDialogOpened(7), invite.invitationListEdited(`${ids.join(',')}\nbad\u0001id`), invite.invitationsRequested()];

  it('give the next run: the first 1,000 ids without an outcome', async () => {
    expect(selectNextInvitationRun(stateAfter(...listed))).toEqual(ids.slice(0, 1000));
    const afterOne = stateAfter(...listed, await answered(ids.slice(0, 1000)));
    expect(selectNextInvitationRun(afterOne)).toEqual(ids.slice(1000, 2000));
    expect(selectInvitationProgress(afterOne)).toEqual({ done: 1000, total: 2500, percent: 40 });
    expect(selectNextInvitationRun(stateAfter(...listed, await answered(ids.slice(0, 2000)), await answered(ids.slice(2000))))).toEqual([]);
  });

  it('list every id with what became of it, the answered first, then those not sent, then the invalid', async () => {
    const stopped = stateAfter(invite.inviteDialogOpened(7), invite.invitationListEdited('p3 p7 p1 p2 bad\u0001id'), invite.invitationsRequested(), await answered(['p3', 'p7', 'p1']), invite.invitationsStopped());
    expect(selectInvitationRows(stopped)).toEqual([
      { user_id: 'p3', status: 'already_on_board' },
      { user_id: 'p7', status: 'not_seen' },
      { user_id: 'p1', status: 'invited' },
      { user_id: 'p2', status: 'notSent' },
      { user_id: 'bad\u0001id', status: 'invalid' },
    ]);
    expect(selectInvitationCounts(stopped)).toEqual({ invited: 1, already_on_board: 1, not_seen: 1, disqualified: 0, notSent: 1, invalid: 1 });
    const notSeen = stateAfter(invite.inviteDialogOpened(7), invite.invitationListEdited('p3 p7 p1 p2'), invite.invitationsRequested(), await answered(['p3', 'p7', 'p1']), invite.invitationResultsPaged(3), invite.invitationResultsFiltered('not_seen'));
    expect(selectFilteredInvitationRows(notSeen)).toEqual([{ user_id: 'p7', status: 'not_seen' }]);
    expect(notSeen.invitePlayers.page).toBe(1);
  });
});
