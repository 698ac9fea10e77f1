import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import { middle, newest, oldest, unsentEntries } from '../../../test/fixtures/outboxEntries';
import * as api from '../../api/unsent';
import { HttpStatusError } from '../../api/client';
import { unsentSagas } from '../../features/unsent/unsentSagas';
import { listLoaded, sendFailed, sendRequested } from '../../features/unsent/unsentSlice';
import { inEnglish } from '../../i18n/inLanguage';
import { languageLoadFailed } from '../../i18n/languageSlice';
import { rootReducer } from '../../../test/allFeatures';
import { eventToastsSaga, toastFor } from './eventToasts';
import { selectToasts } from './toastsSlice';

jest.mock('../../api/unsent');

function* unsentWithToasts(): SagaIterator {
  yield all([fork(unsentSagas), fork(eventToastsSaga)]);
}

const shownToasts = (state: ReturnType<typeof rootReducer>) =>
  selectToasts(state).map(({ id: _id, header, text, ...toast }) => ({ ...toast, header: inEnglish(header), text: inEnglish(text) }));

describe('toasts for feature events', () => {
  beforeEach(() => jest.resetAllMocks());

  it("shows 'Bonus sent' and reloads the list when a Send succeeds", async () => {
    jest.mocked(api.sendUnsentBonus).mockResolvedValue(undefined);
    jest.mocked(api.fetchUnsentBonuses).mockResolvedValue([oldest, newest]);
    const { storeState } = await expectSaga(unsentWithToasts)
      .withReducer(rootReducer, rootReducer(undefined, listLoaded(unsentEntries)))
      .dispatch(sendRequested(middle))
      .put(listLoaded([oldest, newest]))
      .silentRun(50);
    expect(shownToasts(storeState)).toEqual([{ kind: 'success', header: 'Bonus sent', text: 'FS_SPRING_50 to user bob' }]);
  });

  it("shows 'Sending bonus failed' with the error when a Send fails", async () => {
    jest.mocked(api.sendUnsentBonus).mockRejectedValue(new HttpStatusError(502, 'Bad Gateway'));
    const { storeState } = await expectSaga(unsentWithToasts)
      .withReducer(rootReducer, rootReducer(undefined, listLoaded(unsentEntries)))
      .dispatch(sendRequested(oldest))
      .silentRun(50);
    expect(shownToasts(storeState)).toEqual([{ kind: 'error', header: 'Sending bonus failed', text: '502 - Bad Gateway' }]);
  });

  it('shows nothing for other events', () => {
    expect(toastFor(listLoaded([]))).toBeUndefined();
    expect(inEnglish(toastFor(sendFailed({ id: 1, message: 'x' }))!.header)).toBe('Sending bonus failed');
  });

  it('says so when a language could not be loaded', () => {
    const toast = toastFor(languageLoadFailed({ language: 'ro', message: 'Loading chunk language-ro failed.' }))!;
    expect(toast.kind).toBe('error');
    expect(inEnglish(toast.header)).toBe('Language not changed');
    expect(inEnglish(toast.text)).toBe('The texts in Română could not be loaded. Check the connection and try again.');
  });
});
