import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { HttpStatusError } from '../../../api/client';
import * as boostersApi from '../../../api/boosters';
import * as api from '../../../api/tournamentEditor';
import { rootReducer } from '../../../../test/allFeatures';
import { TournamentStatus } from '../../../domain/enums';
import type { Booster, Tournament } from '../../../domain/tournament';
import { navigateTo } from '../../../lib/navigation';
import { openWithSession, signInForNewTab } from '../../auth';
import * as boosters from '../../boosters/boostersSlice';
import { clearSavedDraft } from './draftStorage';
import { aCompleteDraft } from '../editorFixtures';
import * as editor from '../editorSlice';
import { inEnglish } from '../../../i18n/inLanguage';
import { messageRef } from '../../../i18n/text';
import { editorToastsFor } from '../editorToasts';
import { CLONE_TITLE_MESSAGE, submitSagas, UNSAVED_CHANGES_MESSAGE } from './submitSagas';

/** The copy's tab's sign-in, started before the copy is saved and handed to the tab once opened. */
const newTabSignIn = { tokens: new Promise<never>(() => undefined) };

const complete = (fields: Partial<Tournament> = {}) => aCompleteDraft(9, fields);
/** A provider answering `answer` and keeping the first argument of each call. */
function recording<T>(answer: T) {
  const sent: unknown[] = [];
  return { sent, provider: dynamic(({ args }: { args: unknown[] }) => (sent.push(args[0]), answer)) };
}
const withOpen = (tournament: Tournament) => rootReducer(rootReducer(undefined, editor.tournamentOpened(tournament.id)), editor.tournamentLoaded(tournament));
/** The open tournament with its Boosters tab loaded (`saved`) and one booster added there, not saved yet. */
const withNewBooster = (tournament: Tournament, saved: Booster[] = []) =>
  [boosters.tabOpened(tournament.id), boosters.boostersLoaded(saved), boosters.boosterAdded()].reduce(rootReducer, withOpen(tournament));
/** A provider answering `answer` that logs `name` and the first argument in `log`, to see the order of the requests. */
const logged = (log: unknown[][], name: string, answer: unknown) => dynamic(({ args }: { args: unknown[] }) => (log.push([name, args[0]]), answer));

describe('the submit process: Create, Save, Publish, Duplicate', () => {
  it('refuse an invalid Create with every message, marking the fields and enabling the form', async () => {
    const { storeState } = await expectSaga(submitSagas)
      .withReducer(rootReducer, rootReducer(undefined, { ...editor.createOpened(), payload: { now: '2026-06-01T12:00:00Z' } }))
      .not.call.fn(api.createTournament)
      .put.actionType(editor.validationFailed.type)
      .dispatch(editor.createRequested())
      .silentRun(20);
    expect(storeState.editor.running).toEqual([]);
    expect(storeState.editor.touched).toEqual(expect.arrayContaining(['title', 'tiers', 'wagering_conditions']));
  });

  it('create, clear the autosaved draft and go to the new tournament; a failure shows in the alert', async () => {
    const restored = rootReducer(rootReducer(undefined, { ...editor.createOpened(), payload: { now: '2026-06-01T12:00:00Z' } }), editor.draftFound({ tournament: complete({ id: 0 }) }));
    await expectSaga(submitSagas)
      .withReducer(rootReducer, rootReducer(restored, editor.draftRestored()))
      .provide([[matchers.call.fn(api.createTournament), 31], [matchers.call.fn(clearSavedDraft), undefined], [matchers.call.fn(navigateTo), undefined]])
      .put(editor.created({ id: 31 }))
      .call(navigateTo, '/tournament/31')
      .dispatch(editor.createRequested())
      .silentRun(20);
    const { storeState } = await expectSaga(submitSagas)
      .withReducer(rootReducer, rootReducer(restored, editor.draftRestored()))
      .provide([[matchers.call.fn(api.createTournament), throwError(new HttpStatusError(400, 'Bad Request'))]])
      .dispatch(editor.createRequested())
      .silentRun(20);
    expect(storeState.editor).toMatchObject({ createError: '400 - Bad Request', running: [] });
  });

  it('refuse Publish with unsaved changes or a [Clone] title, and publish otherwise', async () => {
    const dirty = rootReducer(withOpen(complete()), editor.fieldChanged({ field: 'cta_text', value: 'Go' }));
    await expectSaga(submitSagas).withReducer(rootReducer, dirty).put(editor.publishRefused({ message: messageRef(UNSAVED_CHANGES_MESSAGE) })).dispatch(editor.publishRequested()).silentRun(20);
    await expectSaga(submitSagas)
      .withReducer(rootReducer, withOpen(complete({ title: 'Spring [clone] ' })))
      .put(editor.publishRefused({ message: messageRef(CLONE_TITLE_MESSAGE) }))
      .dispatch(editor.publishRequested())
      .silentRun(20);
    const live = complete({ status: TournamentStatus.InProgress });
    const update = recording(live);
    await expectSaga(submitSagas)
      .withReducer(rootReducer, withOpen(complete()))
      .provide([[matchers.call.fn(api.updateTournament), update.provider]])
      .put(editor.published(live))
      .not.call.fn(boostersApi.saveBoosters)
      .dispatch(editor.publishRequested())
      .silentRun(20);
    expect(update.sent).toEqual([expect.objectContaining({ id: 9, status: TournamentStatus.InProgress })]);
  });

  it('publish saves the unsaved boosters first, while the tournament is still a Draft, then the status', async () => {
    const log: unknown[][] = [];
    const { storeState } = await expectSaga(submitSagas)
      .withReducer(rootReducer, withNewBooster(complete()))
      .provide([
        [matchers.call.fn(boostersApi.saveBoosters), logged(log, 'save boosters', { saved: true, version: undefined })],
        [matchers.call.fn(boostersApi.fetchBoosters), []],
        [matchers.call.fn(api.updateTournament), logged(log, 'publish', complete({ status: TournamentStatus.InProgress }))],
      ])
      .put.actionType(editor.published.type)
      .dispatch(editor.publishRequested())
      .silentRun(20);
    expect(log).toEqual([
      ['save boosters', [expect.objectContaining({ id: 0, tournament_id: 9, multiplier: 1 })]],
      ['publish', expect.objectContaining({ id: 9, status: TournamentStatus.InProgress })],
    ]);
    expect(storeState.boosters.unsaved).toBe(false);
  });

  it('stop Publish when the boosters cannot be saved, leaving the tournament a Draft', async () => {
    const { storeState } = await expectSaga(submitSagas)
      .withReducer(rootReducer, withNewBooster(complete()))
      .provide([[matchers.call.fn(boostersApi.saveBoosters), throwError(new HttpStatusError(409, 'Conflict'))]])
      .not.call.fn(api.updateTournament)
      .put(boosters.saveFailed({ message: '409 - Conflict' }))
      .put(editor.publishStopped())
      .dispatch(editor.publishRequested())
      .silentRun(20);
    expect(storeState.editor.running).toEqual([]);
    expect(storeState.editor.copy?.status).toBe(TournamentStatus.Draft);
  });

  it('save the tournament, then its booster changes; none when the tournament is not saved', async () => {
    const log: unknown[][] = [];
    const draft = complete();
    await expectSaga(submitSagas)
      .withReducer(rootReducer, withNewBooster(draft))
      .provide([
        [matchers.call.fn(api.updateTournament), logged(log, 'save tournament', draft)],
        [matchers.call.fn(boostersApi.saveBoosters), logged(log, 'save boosters', { saved: true, version: undefined })],
        [matchers.call.fn(boostersApi.fetchBoosters), []],
      ])
      .put(editor.saved(draft))
      .put(boosters.boostersSaved())
      .dispatch(editor.saveRequested())
      .silentRun(20);
    expect(log.map(([name]) => name)).toEqual(['save tournament', 'save boosters']);
    await expectSaga(submitSagas)
      .withReducer(rootReducer, withNewBooster(draft))
      .provide([[matchers.call.fn(api.updateTournament), throwError(new HttpStatusError(500, 'Internal Server Error'))]])
      .not.call.fn(boostersApi.saveBoosters)
      .dispatch(editor.saveRequested())
      .silentRun(20);
  });

  it.each([
    ['tells an API that keeps a history the source', ['history' as const], api.createDuplicate, [9]],
    ['creates it as the spec says on an API without a history', [], api.createTournament, []],
  ])('duplicate as a [Clone] Draft with its boosters copied at id 0, opened in a new tab; %s', async (_, apiExtensions, creates, sourceArgs) => {
    const booster = { id: 5, tournament_id: 9, multiplier: 2, name: 'x', start_date: null, end_date: null, day_of_week: null, day_of_month: null };
    const created: unknown[][] = [];
    const saveBoosters = recording({ saved: true, version: undefined });
    await expectSaga(submitSagas)
      .withReducer(rootReducer, { ...withOpen(complete({ status: TournamentStatus.Completed })), apiExtensions })
      .provide([
        [matchers.call.fn(creates), dynamic(({ args }: { args: unknown[] }) => (created.push(args), 40))],
        [matchers.call.fn(boostersApi.fetchBoosters), [booster]],
        [matchers.call.fn(boostersApi.saveBoosters), saveBoosters.provider],
        [matchers.call.fn(signInForNewTab), newTabSignIn],
        [matchers.call.fn(openWithSession), undefined],
      ])
      .put(editor.duplicated({ id: 40, movedTo: undefined }))
      .call(openWithSession, '/tournament/40', newTabSignIn.tokens)
      .dispatch(editor.duplicateRequested())
      .silentRun(20);
    expect(created).toEqual([[expect.objectContaining({ id: 0, status: TournamentStatus.Draft, title: 'Spring [Clone]' }), ...sourceArgs, expect.any(AbortSignal)]]);
    expect(saveBoosters.sent).toEqual([[{ ...booster, id: 0, tournament_id: 40 }]]);
  });

  it("duplicate moves a window that has already started to the next hour, keeping its length and its boosters' places, and says so (issue 27)", async () => {
    const lastWeek = { ...complete().time_configuration, start: '2020-01-01T10:00:00.000Z', end: '2020-01-08T10:00:00.000Z' };
    const booster = { id: 5, tournament_id: 9, multiplier: 2, name: 'x', start_date: '2020-01-02T10:00:00.000Z', end_date: null, day_of_week: null, day_of_month: null };
    const created: Tournament[] = [];
    const saveBoosters = recording({ saved: true, version: undefined });
    const { effects } = await expectSaga(submitSagas)
      .withReducer(rootReducer, { ...withOpen(complete({ status: TournamentStatus.Completed, time_configuration: lastWeek })), apiExtensions: [] })
      .provide([
        [matchers.call.fn(api.createTournament), dynamic(({ args }: { args: [Tournament] }) => (created.push(args[0]), 40))],
        [matchers.call.fn(boostersApi.fetchBoosters), [booster]],
        [matchers.call.fn(boostersApi.saveBoosters), saveBoosters.provider],
        [matchers.call.fn(signInForNewTab), newTabSignIn],
        [matchers.call.fn(openWithSession), undefined],
      ])
      .dispatch(editor.duplicateRequested())
      .silentRun(20);
    const start = Date.parse(created[0].time_configuration.start);
    expect(start % 3_600_000).toBe(0);
    expect(start - Date.now()).toBeGreaterThan(0);
    expect(start - Date.now()).toBeLessThanOrEqual(3_600_000);
    expect(Date.parse(created[0].time_configuration.end) - start).toBe(7 * 86_400_000);
    const [[copy]] = saveBoosters.sent as Booster[][];
    expect(Date.parse(copy.start_date!) - start).toBe(86_400_000);
    const duplicated = effects.put.map((effect) => effect.payload.action).find(editor.duplicated.match);
    expect(duplicated?.payload).toEqual({ id: 40, movedTo: created[0].time_configuration.start });
    const [notice] = editorToastsFor(duplicated!);
    expect(inEnglish(notice.header)).toMatch(/^The copy opens in a new tab and starts \d\d \w{3} \d{4}, \d\d:00 UTC$/);
  });
});
