import { expectSaga } from 'redux-saga-test-plan';
import * as api from '../../../api/boosters';
import { HttpStatusError } from '../../../api/client';
import { rootReducer } from '../../../../test/allFeatures';
import { BOOSTER_MESSAGES } from '../../../domain/boosterValidation';
import { inEnglish } from '../../../i18n/inLanguage';
import { aBooster, aDraft, stateWithBoosters } from '../../boosters/boosterFixtures';
import { boostersSagas } from '../../boosters/boostersSagas';
import { saveBoosterChanges } from './boosterWrites';
import { selectBoosterChanges } from '../../boosters/boostersSelectors';
import { boosterAdded, boosterDeleted, boosterEdited, boostersSaved, deletionsSaved, saveFailed, validationFailed } from '../../boosters/boostersSlice';
import { boosterToastsFor } from '../../boosters/boosterToasts';

jest.mock('../../../api/boosters');
const fetchBoosters = jest.mocked(api.fetchBoosters);
const saveBoosters = jest.mocked(api.saveBoosters);
const deleteBoosters = jest.mocked(api.deleteBoosters);

const saved = [aBooster(11), aBooster(12)];

beforeEach(() => jest.resetAllMocks());

describe('saving the booster changes', () => {
  it('does nothing and answers true when nothing changed', async () => {
    await expectSaga(saveBoosterChanges, 'save').withState(stateWithBoosters(aDraft(), saved)).returns(true).run();
    expect(saveBoosters).not.toHaveBeenCalled();
    expect(deleteBoosters).not.toHaveBeenCalled();
  });

  it('deletes the deleted ids, saves the rest, then reloads the list so new boosters get their ids', async () => {
    deleteBoosters.mockResolvedValue({ saved: true, version: undefined });
    saveBoosters.mockResolvedValue({ saved: true, version: undefined });
    fetchBoosters.mockResolvedValue([saved[1], aBooster(13, { name: 'Weekend' })]);
    const state = stateWithBoosters(aDraft(), saved, boosterDeleted('b1'), boosterAdded(), boosterEdited({ key: 'b3', changes: { name: 'Weekend' } }));
    const { storeState } = await expectSaga(function* () {
      yield* boostersSagas();
      return yield* saveBoosterChanges('save');
    })
      .withReducer(rootReducer, state)
      .put(deletionsSaved([11]))
      .put(boostersSaved())
      .returns(true)
      .silentRun(50);
    // The tournament was loaded without a version (the spec's API): no If-Match.
    expect(deleteBoosters).toHaveBeenCalledWith([11], undefined, expect.any(AbortSignal));
    expect(saveBoosters).toHaveBeenCalledWith([saved[1], expect.objectContaining({ id: 0, tournament_id: 7, multiplier: 1, name: 'Weekend' })], undefined, expect.any(AbortSignal));
    expect(deleteBoosters.mock.invocationCallOrder[0]).toBeLessThan(saveBoosters.mock.invocationCallOrder[0]);
    expect(storeState.boosters).toMatchObject({ unsaved: false, status: 'loaded' });
    expect(selectBoosterChanges(storeState).kept.map(({ id }) => id)).toEqual([12, 13]);
  });

  it("shows why a save failed and answers false, keeping the changes", async () => {
    saveBoosters.mockRejectedValue(new HttpStatusError(409, 'Conflict'));
    const { storeState } = await expectSaga(saveBoosterChanges, 'save')
      .withReducer(rootReducer, stateWithBoosters(aDraft(), saved, boosterAdded()))
      .put(saveFailed({ message: '409 - Conflict' }))
      .returns(false)
      .run();
    expect(storeState.boosters).toMatchObject({ unsaved: true, saving: false, saveError: '409 - Conflict' });
    const toasts = boosterToastsFor(saveFailed({ message: '409 - Conflict' })).map(({ header, text, ...toast }) => ({ ...toast, header: inEnglish(header), text: inEnglish(text) }));
    expect(toasts).toEqual([{ kind: 'error', header: 'Failed to save boosters', text: '409 - Conflict' }]);
  });

  it('says so, and answers false, when the server answers that it saved nothing', async () => {
    saveBoosters.mockResolvedValue({ saved: false, version: undefined });
    const { storeState } = await expectSaga(saveBoosterChanges, 'save').withReducer(rootReducer, stateWithBoosters(aDraft(), saved, boosterAdded())).returns(false).run();
    expect(storeState.boosters).toMatchObject({ unsaved: true, saving: false });
    expect(inEnglish(storeState.boosters.saveError!)).toBe('The server did not save the boosters');
  });

  it('sends nothing when a booster is invalid, showing every message as an Error toast', async () => {
    const state = stateWithBoosters(aDraft(), saved, boosterEdited({ key: 'b2', changes: { day_of_week: 7, end_date: '2026-06-05T00:00:00.000Z' } }));
    const errors = [
      { field: '[1].day_of_week', message: BOOSTER_MESSAGES.dayOfWeek },
      { field: '[1].end_date', message: BOOSTER_MESSAGES.outsideTournament },
    ];
    await expectSaga(saveBoosterChanges, 'save').withReducer(rootReducer, state).put(validationFailed({ errors })).returns(false).run();
    expect(saveBoosters).not.toHaveBeenCalled();
    expect(deleteBoosters).not.toHaveBeenCalled();
    expect(boosterToastsFor(validationFailed({ errors })).map(({ header, text }) => `${inEnglish(header)}: ${inEnglish(text)}`)).toEqual([
      `Error: ${inEnglish(BOOSTER_MESSAGES.dayOfWeek)}`,
      `Error: ${inEnglish(BOOSTER_MESSAGES.outsideTournament)}`,
    ]);
  });
});
