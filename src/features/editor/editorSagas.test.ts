import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { HttpStatusError } from '../../api/client';
import * as api from '../../api/tournamentEditor';
import { rootReducer } from '../../../test/allFeatures';
import { TournamentStatus } from '../../domain/enums';
import type { Tournament } from '../../domain/tournament';
import { serverReached } from '../connection/connectionSlice';
import { aCompleteDraft } from './editorFixtures';
import { checkImage, editorSagas } from './editorSagas';
import * as editor from './editorSlice';
import { inEnglish } from '../../i18n/inLanguage';
import { editorToastsFor } from './editorToasts';
import { probeImage } from './imageProbe';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

const complete = (fields: Partial<Tournament> = {}) => aCompleteDraft(9, fields);
const withOpen = (tournament: Tournament) => rootReducer(rootReducer(undefined, editor.tournamentOpened(tournament.id)), editor.tournamentLoaded(tournament));

describe('editor sagas', () => {
  it('load the opened tournament, and report a 404 as Not found', async () => {
    const tournament = complete();
    const { storeState } = await expectSaga(editorSagas).withReducer(rootReducer).provide([[matchers.call.fn(api.fetchTournament), tournament]]).dispatch(editor.tournamentOpened(9)).silentRun(20);
    expect(storeState.editor.loadStatus).toBe('loaded');
    await expectSaga(editorSagas)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.fetchTournament), throwError(new HttpStatusError(404, 'Not Found'))]])
      .put(editor.tournamentNotFound())
      .dispatch(editor.tournamentOpened(9))
      .silentRun(20);
  });

  it('load a tournament again once the server answers, if its load found none', async () => {
    const answers = [throwError(new TypeError('Failed to fetch')), complete()];
    const { storeState } = await expectSaga(editorSagas)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.fetchTournament), dynamic(() => answers.shift())]])
      .dispatch(editor.tournamentOpened(9))
      .delay(10)
      .dispatch(serverReached())
      .silentRun(STEPPED_RUN_MS);
    expect(answers).toEqual([]);
    expect(storeState.editor.loadStatus).toBe('loaded');
  });

  it('assign a player by the server answer, and save the summary video URL', async () => {
    const open = withOpen(complete({ status: TournamentStatus.InProgress }));
    await expectSaga(editorSagas).withReducer(rootReducer, open).provide([[matchers.call.fn(api.assignPlayer), true]]).put(editor.playerAssigned('p1')).dispatch(editor.playerAssignRequested('p1')).silentRun(20);
    await expectSaga(editorSagas).withReducer(rootReducer, open).provide([[matchers.call.fn(api.assignPlayer), false]]).put(editor.playerAssignFailed({ playerId: 'p2' })).dispatch(editor.playerAssignRequested('p2')).silentRun(20);
    expect(inEnglish(editorToastsFor(editor.playerAssignFailed({ playerId: 'p2' }))[0].header)).toBe("Failed to assign player 'p2'. Player not found or already assigned.");
    await expectSaga(editorSagas)
      .withReducer(rootReducer, open)
      .provide([[matchers.call.fn(api.saveSummaryVideoUrl), throwError(new Error('boom'))]])
      .put(editor.summaryVideoUrlSaveFailed({ message: 'boom' }))
      .dispatch(editor.summaryVideoUrlSaveRequested())
      .silentRun(20);
  });

  it('check an image URL: not set when empty, else loading... then accessible or not', async () => {
    const open = withOpen(complete({ hero_image_mobile: '' }));
    await expectSaga(checkImage, 'hero_image_mobile', false).withState(open).put(editor.imageChecked({ field: 'hero_image_mobile', status: 'not set' })).run();
    const { storeState } = await expectSaga(checkImage, 'list_image', false)
      .withReducer(rootReducer, open)
      .provide([[matchers.call.fn(probeImage), false]])
      .put(editor.imageCheckStarted('list_image'))
      .run();
    expect(storeState.editor.imageStatus.list_image).toBe('not accessible');
  });

  it('check an image URL that is not an http(s) URL without loading it: not accessible', async () => {
    const open = withOpen(complete({ list_image: 'javascript:alert(1)' }));
    await expectSaga(checkImage, 'list_image', false)
      .withState(open)
      .provide([[matchers.call.fn(probeImage), true]])
      .not.call.fn(probeImage)
      .put(editor.imageChecked({ field: 'list_image', status: 'not accessible' }))
      .run();
  });
});
