import { waitFor } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import { middle, newest, oldest } from '../../../test/fixtures/outboxEntries';
import { pendingUntilAborted } from '../../../test/pendingUntilAborted';
import * as bonusesApi from '../../api/bonuses';
import { HttpStatusError } from '../../api/client';
import * as unsentApi from '../../api/unsent';
import { BonusType } from '../../domain/enums';
import { rootReducer } from '../../../test/allFeatures';
import { setupStore } from '../../app/store';
import { bulkSendSagas } from './bulkSendSagas';
import { heldSend, outboxBonuses } from './bulkSendFixtures';
import { sendAllFinished } from './bulkSendEvents';
import { bulkSendFeature } from './bulkSendFeature';
import { selectBulkSendPhase, selectBulkSendQuestion, selectBulkSendSummary } from './bulkSendSelectors';
import * as bulkSend from './bulkSendSlice';
import { inEnglish } from '../../i18n/inLanguage';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('../../api/unsent');
jest.mock('../../api/bonuses');
const sendBonus = jest.mocked(unsentApi.sendUnsentBonus);
const fetchBonuses = jest.mocked(bonusesApi.fetchAvailableBonuses);

/** The entries as the Unsent page shows them, newest first. */
const shown = [newest, middle, oldest];
const requested = bulkSend.sendAllRequested({ scope: 'unsent', entries: shown });
const sentIds = () => sendBonus.mock.calls.map(([entry]) => entry.id);

/** The run from the press through the confirmation. */
const confirmedRun = () => expectSaga(bulkSendSagas).withReducer(rootReducer).dispatch(requested).delay(10).dispatch(bulkSend.sendAllConfirmed());

beforeEach(() => {
  jest.resetAllMocks();
  fetchBonuses.mockResolvedValue(outboxBonuses);
});

describe("'Send all shown'", () => {
  it('values the entries with the bonus list, waits for the confirmation, then sends each once, in order, with the spec call', async () => {
    sendBonus.mockResolvedValue(undefined);
    const { storeState } = await confirmedRun()
      .put(bulkSend.valuingEnded())
      .put(bulkSend.entrySent(3))
      .put(bulkSend.entrySent(2))
      .put(bulkSend.entrySent(1))
      .put(sendAllFinished({ scope: 'unsent' }))
      .silentRun(STEPPED_RUN_MS);
    expect(sendBonus.mock.calls).toEqual(shown.map((entry) => [entry, expect.any(AbortSignal)]));
    expect(storeState.bulkSend.phase).toBe('done');
    expect(selectBulkSendSummary(storeState)).toEqual({ sent: shown, failed: [], taken: [], notSent: [] });
  });

  it('states how many and their total value before sending anything', async () => {
    const { storeState } = await expectSaga(bulkSendSagas).withReducer(rootReducer).dispatch(requested).put(bulkSend.valuingEnded()).silentRun(50);
    expect(sendBonus).not.toHaveBeenCalled();
    expect(storeState.bulkSend.phase).toBe('confirming');
    expect(selectBulkSendQuestion(storeState)).toEqual({
      count: 3,
      value: {
        byType: { [BonusType.FreeSpins]: { bonuses: 1, value: 50 }, [BonusType.BonusMoney]: { bonuses: 1, value: 250 }, [BonusType.FreeBet]: { bonuses: 1, value: 20 } },
        unknown: 0,
      },
      valueError: null,
    });
  });

  it('asks without a total value when the bonus list fails to load, and sends nothing on Cancel', async () => {
    fetchBonuses.mockRejectedValue(new HttpStatusError(503, 'Service Unavailable'));
    const { storeState } = await expectSaga(bulkSendSagas)
      .withReducer(rootReducer)
      .dispatch(requested)
      .delay(10)
      .dispatch(bulkSend.sendAllCanceled())
      .not.put.actionType(sendAllFinished.type)
      .silentRun(STEPPED_RUN_MS);
    const question = selectBulkSendQuestion(rootReducer(storeState, requested));
    expect({ ...question, valueError: question.valueError && inEnglish(question.valueError) }).toMatchObject({ count: 3, value: null, valueError: "Can't get bonuses: 503 - Service Unavailable" });
    expect(sendBonus).not.toHaveBeenCalled();
    expect(storeState.bulkSend.phase).toBe('idle');
  });

  it('ends the run when Cancel is pressed while the value loads, so that the next press runs again', async () => {
    const slow = pendingUntilAborted();
    fetchBonuses.mockImplementationOnce(slow.request).mockResolvedValue(outboxBonuses);
    const { storeState } = await expectSaga(bulkSendSagas)
      .withReducer(rootReducer)
      .dispatch(requested)
      .delay(10)
      .dispatch(bulkSend.sendAllCanceled())
      .delay(10)
      .dispatch(requested)
      .put(bulkSend.valuingEnded())
      // Room for a loaded machine: the watchers never end, so the run always lasts this long.
      .silentRun(500);
    expect(slow.signals[0].aborted).toBe(true);
    expect(storeState.bulkSend.phase).toBe('confirming');
    expect(sendBonus).not.toHaveBeenCalled();
  });

  it('goes on after a failed send and lists what failed again with the reason', async () => {
    sendBonus.mockImplementation((entry) =>
      entry.id === middle.id ? Promise.reject(new HttpStatusError(502, 'Bad Gateway', 'Sending bonus failed: Bonus system timed out')) : Promise.resolve(undefined),
    );
    const { storeState } = await confirmedRun()
      .put(bulkSend.entrySendFailed({ id: 2, message: '502 - Bad Gateway: Sending bonus failed: Bonus system timed out', taken: false }))
      .put(sendAllFinished({ scope: 'unsent' }))
      .silentRun(STEPPED_RUN_MS);
    expect(sentIds()).toEqual([3, 2, 1]);
    expect(selectBulkSendSummary(storeState)).toEqual({
      sent: [newest, oldest],
      failed: [{ entry: middle, message: '502 - Bad Gateway: Sending bonus failed: Bonus system timed out' }],
      taken: [],
      notSent: [],
    });
  });

  it('lists an entry someone else sent meanwhile (409) apart from those that failed again', async () => {
    sendBonus.mockImplementation((entry) => (entry.id === newest.id ? Promise.reject(new HttpStatusError(409, 'Conflict', 'Bonus already sent')) : Promise.resolve(undefined)));
    const { storeState } = await confirmedRun().put(sendAllFinished({ scope: 'unsent' })).silentRun(STEPPED_RUN_MS);
    expect(selectBulkSendSummary(storeState)).toEqual({
      sent: [middle, oldest],
      failed: [],
      taken: [{ entry: newest, message: '409 - Conflict: Bonus already sent' }],
      notSent: [],
    });
  });

  // On the real store: expectSaga hands a dispatched action to the saga only at a take, and Stop is read, not taken.
  it('stops after the send in flight when Stop is pressed, leaving the rest unsent', async () => {
    const first = heldSend();
    sendBonus.mockReturnValueOnce(first.promise).mockResolvedValue(undefined);
    const store = setupStore(undefined, { features: [bulkSendFeature] });
    store.dispatch(requested);
    await waitFor(() => expect(selectBulkSendPhase(store.getState())).toBe('confirming'));
    store.dispatch(bulkSend.sendAllConfirmed());
    await waitFor(() => expect(sendBonus).toHaveBeenCalledTimes(1));
    store.dispatch(bulkSend.stopRequested());
    first.settle(undefined);
    await waitFor(() => expect(selectBulkSendPhase(store.getState())).toBe('done'));
    expect(sentIds()).toEqual([3]);
    expect(selectBulkSendSummary(store.getState())).toEqual({ sent: [newest], failed: [], taken: [], notSent: [middle, oldest] });
  });

  it('cancels the run when its page closes, aborting the send in flight, and reports nothing', async () => {
    const pending = pendingUntilAborted();
    sendBonus.mockImplementation(pending.request);
    const { storeState } = await confirmedRun()
      .delay(10)
      .dispatch(bulkSend.bulkSendLeft())
      .not.put.actionType(bulkSend.entrySent.type)
      .not.put.actionType(bulkSend.entrySendFailed.type)
      .not.put.actionType(sendAllFinished.type)
      .silentRun(STEPPED_RUN_MS);
    expect(pending.signals).toHaveLength(1);
    expect(pending.signals[0].aborted).toBe(true);
    expect(storeState.bulkSend.phase).toBe('idle');
  });

  it('ignores another press while a run is under way or its summary is shown', async () => {
    sendBonus.mockResolvedValue(undefined);
    const store = setupStore(undefined, { features: [bulkSendFeature] });
    store.dispatch(requested);
    await waitFor(() => expect(selectBulkSendPhase(store.getState())).toBe('confirming'));
    store.dispatch(bulkSend.sendAllConfirmed());
    store.dispatch(bulkSend.sendAllRequested({ scope: 'bonusOutbox', entries: [oldest] }));
    await waitFor(() => expect(selectBulkSendPhase(store.getState())).toBe('done'));
    store.dispatch(bulkSend.sendAllRequested({ scope: 'bonusOutbox', entries: [oldest] }));
    expect(store.getState().bulkSend).toMatchObject({ phase: 'done', scope: 'unsent', entries: shown });
    expect(sentIds()).toEqual([3, 2, 1]);
    expect(fetchBonuses).toHaveBeenCalledTimes(1);
  });
});
