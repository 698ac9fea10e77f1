import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import * as boostersApi from '../../../api/boosters';
import { HttpStatusError } from '../../../api/client';
import * as api from '../../../api/tournamentEditor';
import { rootReducer, type RootState } from '../../../../test/allFeatures';
import { TournamentStatus } from '../../../domain/enums';
import type { Booster, Tournament } from '../../../domain/tournament';
import { aBooster } from '../../boosters/boosterFixtures';
import * as boosters from '../../boosters/boostersSlice';
import { aCompleteDraft } from '../editorFixtures';
import { editorSagas } from '../editorSagas';
import * as editor from '../editorSlice';

/** Issue 13: the tournament page's writes carry the version it loaded, and a stale one opens the conflict dialog. */

const loaded = aCompleteDraft(9, { version: 4, title: 'Spring' });
const theirs: Tournament = { ...loaded, version: 5, short_description: 'Their description' };
const theirBoosters: Booster[] = [aBooster(21, { tournament_id: 9 })];
const stale = new HttpStatusError(412, 'Precondition Failed', 'Tournament 9 was changed by Bea Editor at 2026-06-01 12:00:00 UTC; load their version or overwrite it', {
  message: 'Tournament 9 was changed by Bea Editor at 2026-06-01 12:00:00 UTC; load their version or overwrite it',
  version: 5,
  changed_by: 'Bea Editor',
  changed_by_id: 'bea',
  changed_at: '2026-06-01T12:00:00.000Z',
});

const opened = (tournament: Tournament, ...actions: Parameters<typeof rootReducer>[1][]) =>
  [editor.tournamentOpened(tournament.id), editor.tournamentLoaded(tournament), ...actions].reduce(rootReducer, rootReducer(undefined, { type: 'test/init' }));
const editedTitle = (state: RootState) => rootReducer(state, editor.fieldChanged({ field: 'title', value: 'My title' }));
/** Their version, as the dialog reads it after a refusal. */
const theirVersionRead: StaticProvider[] = [
  [matchers.call.fn(api.fetchTournament), theirs],
  [matchers.call.fn(boostersApi.fetchBoosters), theirBoosters],
];
/** A provider answering `answer` and keeping the If-Match (the argument before the signal) of each call. */
function ifMatchOf<T>(answer: (call: number) => T) {
  const sent: unknown[] = [];
  return { sent, provider: dynamic(({ args }: { args: unknown[] }) => (sent.push(args[args.length - 2]), answer(sent.length))) };
}

describe('If-Match and the conflict dialog', () => {
  it('a save sends the loaded version as If-Match; a 412 opens the dialog with their version and keeps my edits', async () => {
    const update = ifMatchOf(() => Promise.reject(stale));
    const { storeState } = await expectSaga(editorSagas)
      .withReducer(rootReducer, editedTitle(opened(loaded)))
      .provide([[matchers.call.fn(api.updateTournament), update.provider], ...theirVersionRead])
      .not.put.actionType(editor.saveFailed.type)
      .dispatch(editor.saveRequested())
      .silentRun(30);
    expect(update.sent).toEqual(['"4"']);
    expect(storeState.editor.conflict).toEqual({
      operation: 'save',
      stale: { message: stale.detail, version: 5, changedBy: 'Bea Editor', changedAt: '2026-06-01T12:00:00.000Z' },
      theirs,
      theirBoosters,
    });
    expect(storeState.editor.running).toEqual([]);
    expect(storeState.editor.copy?.fields.title).toBe('My title');
  });

  it("'Overwrite with mine' saves my copy again with their version's If-Match", async () => {
    const update = ifMatchOf((call) => (call === 1 ? Promise.reject(stale) : Promise.resolve({ ...theirs, title: 'My title', version: 6 })));
    // The dialog dispatches its choice with the conflict the store holds.
    const refused = await expectSaga(editorSagas)
      .withReducer(rootReducer, editedTitle(opened(loaded)))
      .provide([[matchers.call.fn(api.updateTournament), update.provider], ...theirVersionRead])
      .dispatch(editor.saveRequested())
      .silentRun(30);
    const conflict = refused.storeState.editor.conflict;
    const overwritten = await expectSaga(editorSagas)
      .withReducer(rootReducer, refused.storeState as RootState)
      .provide([[matchers.call.fn(api.updateTournament), update.provider]])
      .put(editor.saveRequested())
      .dispatch(editor.overwriteChosen(conflict))
      .silentRun(30);
    expect(update.sent.slice(-1)).toEqual(['"5"']);
    expect(overwritten.storeState.editor).toMatchObject({ conflict: null, stored: { version: 6, title: 'My title' } });
  });

  it("'Load their version' replaces my copy with theirs, boosters too, with nothing unsaved", () => {
    const withBoosters = opened(loaded, boosters.tabOpened(9), boosters.boostersLoaded([aBooster(20, { tournament_id: 9 })]), boosters.boosterAdded());
    const conflict = { operation: 'save' as const, stale: { message: '', version: 5, changedBy: 'Bea Editor', changedAt: '' }, theirs, theirBoosters };
    const state = [editor.conflictFound(conflict), editor.theirVersionLoaded(conflict)].reduce(rootReducer, editedTitle(withBoosters));
    expect(state.editor).toMatchObject({ conflict: null, stored: theirs, edits: state.editor.savedEdits });
    expect(state.editor.copy?.fields.short_description).toBe('Their description');
    expect(Object.values(state.boosters.entities).map(({ id }) => id)).toEqual([21]);
    expect(state.boosters.unsaved).toBe(false);
  });

  it("'Overwrite with mine' makes the next boosters save exactly mine: theirs I never saw are deleted, mine they deleted come back", () => {
    const withBoosters = opened(loaded, boosters.tabOpened(9), boosters.boostersLoaded([aBooster(20, { tournament_id: 9, name: 'Mine' })]));
    const conflict = { operation: 'save' as const, stale: { message: '', version: 5, changedBy: 'Bea Editor', changedAt: '' }, theirs, theirBoosters };
    const state = rootReducer(withBoosters, editor.overwriteChosen(conflict));
    expect(Object.values(state.boosters.entities).map(({ id, name, deleted }) => [id, name, deleted])).toEqual([
      [0, 'Mine', false],
      [21, 'Booster 21', true],
    ]);
    expect(state.boosters.unsaved).toBe(true);
  });

  it('publish, cancel and the summary video save send If-Match and open the dialog on a 412', async () => {
    const running = { ...loaded, status: TournamentStatus.InProgress };
    for (const [request, call, state, operation] of [
      [editor.publishRequested(), api.updateTournament, opened(loaded), 'publish'],
      [editor.cancelRequested(), api.cancelTournament, opened(running), 'cancel'],
      [editor.summaryVideoUrlSaveRequested(), api.saveSummaryVideoUrl, opened(running), 'summaryVideoUrl'],
    ] as const) {
      const write = ifMatchOf(() => Promise.reject(stale));
      const { storeState } = await expectSaga(editorSagas)
        .withReducer(rootReducer, state)
        .provide([[matchers.call.fn(call), write.provider], ...theirVersionRead])
        .dispatch(request)
        .silentRun(30);
      expect(write.sent).toEqual(['"4"']);
      expect(storeState.editor.conflict?.operation).toBe(operation);
    }
  });

  it('a boosters write sends If-Match and its ETag is the version the next write sends', async () => {
    const withNewBooster = opened(loaded, boosters.tabOpened(9), boosters.boostersLoaded([]), boosters.boosterAdded());
    const update = ifMatchOf(() => Promise.resolve({ ...loaded, version: 5 }));
    const save = ifMatchOf(() => Promise.resolve({ saved: true, version: 6 }));
    const { storeState } = await expectSaga(editorSagas)
      .withReducer(rootReducer, withNewBooster)
      .provide([[matchers.call.fn(api.updateTournament), update.provider], [matchers.call.fn(boostersApi.saveBoosters), save.provider], [matchers.call.fn(boostersApi.fetchBoosters), []]])
      .put(editor.versionAdvanced(6))
      .dispatch(editor.saveRequested())
      .silentRun(30);
    expect([update.sent, save.sent]).toEqual([['"4"'], ['"5"']]);
    expect(storeState.editor.stored?.version).toBe(6);
  });

  it('a stale boosters write (publish saves them first) opens the dialog instead of failing, and publish stops', async () => {
    const withNewBooster = opened(loaded, boosters.tabOpened(9), boosters.boostersLoaded([]), boosters.boosterAdded());
    const save = ifMatchOf(() => Promise.reject(stale));
    const { storeState } = await expectSaga(editorSagas)
      .withReducer(rootReducer, { ...withNewBooster, editor: { ...withNewBooster.editor, savedEdits: withNewBooster.editor.edits } })
      .provide([[matchers.call.fn(boostersApi.saveBoosters), save.provider], ...theirVersionRead])
      .not.call.fn(api.updateTournament)
      .not.put.actionType(boosters.saveFailed.type)
      .put(editor.publishStopped())
      .dispatch(editor.publishRequested())
      .silentRun(30);
    expect(save.sent).toEqual(['"4"']);
    expect(storeState.editor.conflict?.operation).toBe('publish');
    expect(storeState.boosters).toMatchObject({ saving: false, unsaved: true });
  });

  it("sends no If-Match to an API that does not offer 'concurrency', and a failure stays a failure", async () => {
    const update = ifMatchOf(() => Promise.reject(new HttpStatusError(500, 'Internal Server Error')));
    const withoutConcurrency = { ...editedTitle(opened(loaded)), apiExtensions: [] };
    const { storeState } = await expectSaga(editorSagas)
      .withReducer(rootReducer, withoutConcurrency)
      .provide([[matchers.call.fn(api.updateTournament), update.provider]])
      .not.call.fn(api.fetchTournament)
      .put(editor.saveFailed({ message: '500 - Internal Server Error' }))
      .dispatch(editor.saveRequested())
      .silentRun(30);
    expect(update.sent).toEqual([undefined]);
    expect(storeState.editor.conflict).toBeNull();
  });

  describe('a version moved on with no change of theirs (a disqualification or an approved payout, decision 158)', () => {
    const running = { ...loaded, status: TournamentStatus.InProgress };
    const movedOn: Tournament = { ...running, version: 5 };

    it('the summary video save is made again at once with their version, and no dialog opens', async () => {
      const write = ifMatchOf((call) => (call === 1 ? Promise.reject(stale) : Promise.resolve({ ...movedOn, summary_video_url: 'https://video.example/final', version: 6 })));
      const { storeState } = await expectSaga(editorSagas)
        .withReducer(rootReducer, opened(running))
        .provide([[matchers.call.fn(api.saveSummaryVideoUrl), write.provider], [matchers.call.fn(api.fetchTournament), movedOn], [matchers.call.fn(boostersApi.fetchBoosters), theirBoosters]])
        .not.put.actionType(editor.conflictFound.type)
        .not.put.actionType(editor.summaryVideoUrlSaveFailed.type)
        .dispatch(editor.summaryVideoUrlSaveRequested())
        .silentRun(30);
      expect(write.sent).toEqual(['"4"', '"5"']);
      expect(storeState.editor).toMatchObject({ conflict: null, running: [], stored: { version: 6, summary_video_url: 'https://video.example/final' } });
    });

    it('a save with the Boosters tab loaded is made again when their boosters are the ones this page loaded', async () => {
      const withBoosters = opened(loaded, boosters.tabOpened(9), boosters.boostersLoaded(theirBoosters));
      const update = ifMatchOf((call) => (call === 1 ? Promise.reject(stale) : Promise.resolve({ ...loaded, title: 'My title', version: 6 })));
      const { storeState } = await expectSaga(editorSagas)
        .withReducer(rootReducer, editedTitle(withBoosters))
        .provide([[matchers.call.fn(api.updateTournament), update.provider], [matchers.call.fn(api.fetchTournament), { ...loaded, version: 5 }], [matchers.call.fn(boostersApi.fetchBoosters), theirBoosters]])
        .not.put.actionType(editor.conflictFound.type)
        .dispatch(editor.saveRequested())
        .silentRun(30);
      expect(update.sent).toEqual(['"4"', '"5"']);
      expect(storeState.editor).toMatchObject({ conflict: null, running: [], stored: { version: 6, title: 'My title' } });
    });

    it('their booster changed: the dialog opens as before', async () => {
      const withBoosters = opened(loaded, boosters.tabOpened(9), boosters.boostersLoaded(theirBoosters));
      const update = ifMatchOf(() => Promise.reject(stale));
      const changedBoosters = [{ ...theirBoosters[0], multiplier: 3 }];
      const { storeState } = await expectSaga(editorSagas)
        .withReducer(rootReducer, editedTitle(withBoosters))
        .provide([[matchers.call.fn(api.updateTournament), update.provider], [matchers.call.fn(api.fetchTournament), { ...loaded, version: 5 }], [matchers.call.fn(boostersApi.fetchBoosters), changedBoosters]])
        .put.actionType(editor.conflictFound.type)
        .dispatch(editor.saveRequested())
        .silentRun(30);
      expect(update.sent).toEqual(['"4"']);
      expect(storeState.editor.conflict).toMatchObject({ operation: 'save', theirBoosters: changedBoosters });
    });

    it('refused again on the version it adopted: the dialog opens rather than a loop', async () => {
      const write = ifMatchOf(() => Promise.reject(stale));
      const { storeState } = await expectSaga(editorSagas)
        .withReducer(rootReducer, opened(running))
        .provide([[matchers.call.fn(api.saveSummaryVideoUrl), write.provider], [matchers.call.fn(api.fetchTournament), movedOn], [matchers.call.fn(boostersApi.fetchBoosters), []]])
        .dispatch(editor.summaryVideoUrlSaveRequested())
        .silentRun(30);
      expect(write.sent).toEqual(['"4"', '"5"']);
      expect(storeState.editor.conflict?.operation).toBe('summaryVideoUrl');
    });
  });

  it('a 412 whose version cannot be read stays a failure', async () => {
    await expectSaga(editorSagas)
      .withReducer(rootReducer, editedTitle(opened(loaded)))
      .provide([
        [matchers.call.fn(api.updateTournament), throwError(stale)],
        [matchers.call.fn(api.fetchTournament), throwError(new HttpStatusError(503, 'Service Unavailable'))],
      ])
      .put(editor.saveFailed({ message: '412 - Precondition Failed' }))
      .dispatch(editor.saveRequested())
      .silentRun(30);
  });
});
