/** Issue 27's Cancel dialog through the editor's watcher: the board counted as it opens, the reason sent with the cancel. */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { rootReducer } from '../../../test/allFeatures';
import { pendingUntilAborted } from '../../../test/pendingUntilAborted';
import * as leaderboardApi from '../../api/leaderboard';
import * as api from '../../api/tournamentEditor';
import type { ApiExtension } from '../../domain/apiExtensions';
import { TournamentStatus } from '../../domain/enums';
import { aTournament } from '../tournaments/tournamentFixtures';
import { editorSagas } from './editorSagas';
import * as editor from './editorSlice';

const running = aTournament(9, { title: 'Summer cup' });
const opened = rootReducer(rootReducer(undefined, editor.tournamentOpened(9)), editor.tournamentLoaded(running));
const canceledAnswer = { ...running, status: TournamentStatus.Canceled };

describe('the Cancel dialog', () => {
  it('counts the players on the board as it opens', async () => {
    const { storeState } = await expectSaga(editorSagas)
      .withReducer(rootReducer, opened)
      .provide([[matchers.call.fn(leaderboardApi.fetchBoardSize), 184]])
      .dispatch(editor.cancelDialogOpened())
      .put(editor.boardCounted(184))
      .silentRun(30);
    expect(storeState.editor.cancelDialog).toEqual({ open: true, reason: '', playersOnBoard: 184 });
  });

  it('drops the count in flight when the dialog closes', async () => {
    const pending = pendingUntilAborted();
    await expectSaga(editorSagas)
      .withReducer(rootReducer, opened)
      .provide([[matchers.call.fn(leaderboardApi.fetchBoardSize), dynamic(({ args }: { args: unknown[] }) => pending.request(...args))]])
      .dispatch(editor.cancelDialogOpened())
      .dispatch(editor.cancelDialogClosed())
      .not.put.actionType(editor.boardCounted.type)
      .silentRun(30);
    expect(pending.signals[0].aborted).toBe(true);
  });

  it.each([
    ['the trimmed reason where the API keeps one', undefined, ' Provider outage ', 'Provider outage'],
    ['no reason when it is blank', undefined, '   ', undefined],
    ['no reason to an API without cancelReason', [] as ApiExtension[], 'Provider outage', undefined],
  ])('sends %s', async (_case, apiExtensions, typed, sent) => {
    const state = rootReducer(rootReducer(opened, editor.cancelDialogOpened()), editor.cancelReasonEdited(typed));
    const { storeState } = await expectSaga(editorSagas)
      .withReducer(rootReducer, apiExtensions ? { ...state, apiExtensions } : state)
      .provide([
        [matchers.call.fn(leaderboardApi.fetchBoardSize), 3],
        [matchers.call.fn(api.cancelTournament), canceledAnswer],
      ])
      .dispatch(editor.cancelRequested())
      .put(editor.canceled(canceledAnswer))
      .call.like({ fn: api.cancelTournament, args: [9, sent] })
      .silentRun(30);
    expect(storeState.editor.cancelDialog.open).toBe(false);
  });
});
