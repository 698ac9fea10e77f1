import type { CallEffectDescriptor } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import { middle, newest, oldest, unsentEntries } from '../../../test/fixtures/outboxEntries';
import { signedInAuthState } from '../../../test/renderWithStore';
import * as api from '../../api/unsent';
import { HttpStatusError } from '../../api/client';
import { rootReducer } from '../../../test/allFeatures';
import { signedIn, signedOut } from '../auth/authSlice';
import { sendAllFinished } from '../bulkSend/bulkSendEvents';
import { pollUnsentCountWhileSignedIn, UNSENT_COUNT_REFRESH_MS, unsentSagas } from './unsentSagas';
import {
  bonusSent,
  codeReplaced,
  codeReplacementChosen,
  codeReplacementFailed,
  countLoaded,
  countLoadFailed,
  listClosed,
  listLoaded,
  listLoadFailed,
  listOpened,
  sendFailed,
  sendRequested,
} from './unsentSlice';
import { pendingUntilAborted } from '../../../test/pendingUntilAborted';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('../../api/unsent');
const fetchList = jest.mocked(api.fetchUnsentBonuses);
const fetchCount = jest.mocked(api.fetchUnsentBonusCount);
const sendBonus = jest.mocked(api.sendUnsentBonus);
const replaceCode = jest.mocked(api.replaceUnsentBonusCode);

const user = signedInAuthState.user!;
const never = () => new Promise<never>(() => undefined);

/** Stands in for the 60-second delay: the first `elapsed` delays pass at once, later ones never end. */
function refreshDelays(elapsed: number) {
  let seen = 0;
  return {
    call: (effect: CallEffectDescriptor<unknown>, next: () => unknown) => {
      if (effect.args[0] !== UNSENT_COUNT_REFRESH_MS) return next();
      seen += 1;
      return seen <= elapsed ? undefined : never();
    },
  };
}

beforeEach(() => jest.resetAllMocks());

describe('loading the unsent list', () => {
  it('loads on opening the page and keeps the entries newest first', async () => {
    fetchList.mockResolvedValue(unsentEntries);
    const { storeState } = await expectSaga(unsentSagas).withReducer(rootReducer).dispatch(listOpened()).put(listLoaded(unsentEntries)).silentRun(50);
    expect(storeState.unsent.ids).toEqual([3, 2, 1]);
    expect(storeState.unsent.status).toBe('loaded');
  });

  it("reports a failed load as '{status} - {statusText}'", async () => {
    fetchList.mockRejectedValue(new HttpStatusError(500, 'Internal Server Error'));
    await expectSaga(unsentSagas)
      .withReducer(rootReducer)
      .dispatch(listOpened())
      .put(listLoadFailed({ message: '500 - Internal Server Error' }))
      .silentRun(50);
  });

  it("reloads when the page's 'Send all shown' ends, not when the Bonus Outbox tab's does", async () => {
    fetchList.mockResolvedValue([oldest]);
    await expectSaga(unsentSagas)
      .withReducer(rootReducer)
      .dispatch(sendAllFinished({ scope: 'bonusOutbox' }))
      .dispatch(sendAllFinished({ scope: 'unsent' }))
      .put(listLoaded([oldest]))
      .silentRun(50);
    expect(fetchList).toHaveBeenCalledTimes(1);
  });

  it('aborts the load in flight when the page closes, and reports nothing', async () => {
    const pending = pendingUntilAborted();
    fetchList.mockImplementation(pending.request);
    const { storeState } = await expectSaga(unsentSagas)
      .withReducer(rootReducer)
      .dispatch(listOpened())
      .dispatch(listClosed())
      .not.put.actionType(listLoadFailed.type)
      .not.put.actionType(listLoaded.type)
      .silentRun(50);
    expect(pending.signals[0].aborted).toBe(true);
    expect(storeState.unsent.status).toBe('idle');
  });
});

describe('sending an unsent bonus', () => {
  it('sends the entry, then reloads the list without it', async () => {
    sendBonus.mockResolvedValue(undefined);
    fetchList.mockResolvedValue([oldest, newest]);
    const { storeState } = await expectSaga(unsentSagas)
      .withReducer(rootReducer, rootReducer(undefined, listLoaded(unsentEntries)))
      .dispatch(sendRequested(middle))
      .put(bonusSent(middle))
      .put(listLoaded([oldest, newest]))
      .silentRun(50);
    expect(sendBonus).toHaveBeenCalledWith(middle, expect.any(AbortSignal));
    expect(storeState.unsent.ids).toEqual([3, 1]);
    expect(storeState.unsent.sendingIds).toEqual([]);
  });

  it('re-enables the button when the send fails, keeping the row', async () => {
    sendBonus.mockRejectedValue(new HttpStatusError(502, 'Bad Gateway'));
    const { storeState } = await expectSaga(unsentSagas)
      .withReducer(rootReducer, rootReducer(undefined, listLoaded(unsentEntries)))
      .dispatch(sendRequested(oldest))
      .put(sendFailed({ id: oldest.id, message: '502 - Bad Gateway' }))
      .not.put.actionType(bonusSent.type)
      .silentRun(50);
    expect(fetchList).not.toHaveBeenCalled();
    expect(storeState.unsent.ids).toEqual([3, 2, 1]);
    expect(storeState.unsent.sendingIds).toEqual([]);
  });

  it('ignores a second press on an entry being sent while other entries send at the same time', async () => {
    sendBonus.mockImplementation(never);
    const { storeState } = await expectSaga(unsentSagas)
      .withReducer(rootReducer, rootReducer(undefined, listLoaded(unsentEntries)))
      .dispatch(sendRequested(oldest))
      .dispatch(sendRequested(oldest))
      .dispatch(sendRequested(newest))
      .silentRun(50);
    expect(sendBonus.mock.calls.map(([entry]) => entry.id)).toEqual([1, 3]);
    expect(storeState.unsent.sendingIds).toEqual([1, 3]);
  });
});

describe('polling the unsent count', () => {
  it('loads the count at once after sign-in, and not again before 60 seconds pass', async () => {
    fetchCount.mockResolvedValue(3);
    const { storeState } = await expectSaga(pollUnsentCountWhileSignedIn)
      .withReducer(rootReducer)
      .provide(refreshDelays(0))
      .dispatch(signedIn(user))
      .put(countLoaded(3))
      .silentRun(50);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    expect(storeState.unsent.count).toEqual({ value: 3, failed: false });
  });

  it('loads it again when 60 seconds pass', async () => {
    fetchCount.mockResolvedValueOnce(3).mockResolvedValueOnce(4);
    const { storeState } = await expectSaga(pollUnsentCountWhileSignedIn)
      .withReducer(rootReducer)
      .provide(refreshDelays(1))
      .dispatch(signedIn(user))
      .put(countLoaded(3))
      .put(countLoaded(4))
      .silentRun(50);
    expect(fetchCount).toHaveBeenCalledTimes(2);
    expect(storeState.unsent.count.value).toBe(4);
  });

  it('loads it again whenever the unsent list reloads', async () => {
    fetchCount.mockResolvedValueOnce(3).mockResolvedValueOnce(2);
    await expectSaga(pollUnsentCountWhileSignedIn)
      .withReducer(rootReducer)
      .provide(refreshDelays(0))
      .dispatch(signedIn(user))
      .delay(10)
      .dispatch(listLoaded([oldest, newest]))
      .put(countLoaded(3))
      .put(countLoaded(2))
      .silentRun(STEPPED_RUN_MS);
    expect(fetchCount).toHaveBeenCalledTimes(2);
  });

  it("reports a failed count, which the badge shows as '!'", async () => {
    fetchCount.mockRejectedValue(new HttpStatusError(503, 'Service Unavailable'));
    const { storeState } = await expectSaga(pollUnsentCountWhileSignedIn)
      .withReducer(rootReducer)
      .provide(refreshDelays(0))
      .dispatch(signedIn(user))
      .put(countLoadFailed({ message: '503 - Service Unavailable' }))
      .silentRun(50);
    expect(storeState.unsent.count.failed).toBe(true);
  });

  it('does not poll before sign-in, and stops at sign-out, aborting the count in flight', async () => {
    const pending = pendingUntilAborted();
    fetchCount.mockImplementation(pending.request);
    await expectSaga(pollUnsentCountWhileSignedIn)
      .withReducer(rootReducer)
      .provide(refreshDelays(Infinity))
      .dispatch(listLoaded([]))
      .dispatch(signedIn(user))
      .dispatch(signedOut())
      .dispatch(listLoaded([]))
      .not.put.actionType(countLoaded.type)
      .not.put.actionType(countLoadFailed.type)
      .silentRun(50);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    expect(pending.signals[0].aborted).toBe(true);
  });
});

describe("'Replace code and send' (issue 27)", () => {
  const replaced = { ...oldest, bonus_code: 'BM_100_LEI' };

  it('gives the entry the code picked, then sends it as Send does, the list reloading after', async () => {
    replaceCode.mockResolvedValue(replaced);
    sendBonus.mockResolvedValue(undefined);
    fetchList.mockResolvedValue([middle, newest]);
    const { storeState } = await expectSaga(unsentSagas)
      .withReducer(rootReducer, rootReducer(undefined, listLoaded(unsentEntries)))
      .dispatch(codeReplacementChosen({ entry: oldest, code: 'BM_100_LEI' }))
      .put(codeReplaced(replaced))
      .put(bonusSent(replaced))
      .put(listLoaded([middle, newest]))
      .silentRun(50);
    expect(replaceCode).toHaveBeenCalledWith(oldest, 'BM_100_LEI', expect.any(AbortSignal));
    expect(sendBonus).toHaveBeenCalledWith(replaced, expect.any(AbortSignal));
    expect(storeState.unsent.sendingIds).toEqual([]);
  });

  it('keeps the row busy until both are done, and sends nothing when the replacement is refused', async () => {
    replaceCode.mockRejectedValue(new HttpStatusError(400, 'Bad Request', 'Bonus FAIL_X cannot be sent either (Retired: cannot be sent)'));
    const { storeState } = await expectSaga(unsentSagas)
      .withReducer(rootReducer, rootReducer(undefined, listLoaded(unsentEntries)))
      .dispatch(codeReplacementChosen({ entry: oldest, code: 'FAIL_X' }))
      .put(codeReplacementFailed({ id: oldest.id, message: '400 - Bad Request: Bonus FAIL_X cannot be sent either (Retired: cannot be sent)' }))
      .not.put.actionType(bonusSent.type)
      .silentRun(50);
    expect(sendBonus).not.toHaveBeenCalled();
    expect(storeState.unsent.sendingIds).toEqual([]);
    expect(storeState.unsent.entities[oldest.id]?.bonus_code).toBe(oldest.bonus_code);
  });
});
