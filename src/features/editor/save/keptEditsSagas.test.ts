import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import * as boostersApi from '../../../api/boosters';
import { HttpStatusError } from '../../../api/client';
import * as api from '../../../api/tournamentEditor';
import { rootReducer, type RootState } from '../../../../test/allFeatures';
import { TournamentStatus } from '../../../domain/enums';
import type { Tournament } from '../../../domain/tournament';
import { navigateTo } from '../../../lib/navigation';
import { signedOut } from '../../auth/authSlice';
import { aBooster } from '../../boosters/boosterFixtures';
import * as boosters from '../../boosters/boostersSlice';
import { serverReached } from '../../connection/connectionSlice';
import { clearSavedDraft, readKeptEdits, writeKeptEdits } from './draftStorage';
import { aCompleteDraft } from '../editorFixtures';
import { editorSagas } from '../editorSagas';
import * as editor from '../editorSlice';
import type { KeptEdits } from './keptEdits';
import { autosaveDraft } from './keptEditsSagas';
import { STEPPED_RUN_MS } from '../../../../test/steppedRun';

/** Issue 27: a page's unsaved edits kept in the browser, offered back, and a Save that found no server made again. */

const complete = (fields: Partial<Tournament> = {}) => aCompleteDraft(9, fields);
const withOpen = (tournament: Tournament, ...actions: Parameters<typeof rootReducer>[1][]) =>
  [editor.tournamentOpened(tournament.id), editor.tournamentLoaded(tournament), ...actions].reduce(rootReducer, rootReducer(undefined, { type: 'test/init' }));
const retitled = (title: string) => editor.fieldChanged({ field: 'title', value: title });
/** A 412 as the API answers it: someone saved version 5 since. */
const stale = new HttpStatusError(412, 'Precondition Failed', 'Tournament 9 was changed', {
  message: 'Tournament 9 was changed',
  version: 5,
  changed_by: 'Bea Editor',
  changed_by_id: 'bea',
  changed_at: '2026-06-01T12:00:00.000Z',
});
/** What a fetch through a proxy whose server is down answers: no server, unlike a 4xx or a 500. */
const serverDown = () => new HttpStatusError(503, 'Service Unavailable');
/** A provider answering `answer` and keeping the If-Match (the argument before the signal) of each call. */
function ifMatchOf(answer: () => unknown) {
  const sent: unknown[] = [];
  return { sent, provider: dynamic(({ args }: { args: unknown[] }) => (sent.push(args[args.length - 2]), answer())) };
}

/** Opens tournament 9, which the server answers as `loaded`, with `kept` in the browser: the page offers them next. */
const reopenedWith = (loaded: Tournament, kept: KeptEdits, providers: StaticProvider[] = []) =>
  expectSaga(editorSagas)
    .withReducer(rootReducer)
    .provide([[matchers.call.fn(api.fetchTournament), loaded], [matchers.call(readKeptEdits, 9), kept], ...providers])
    .dispatch(editor.tournamentOpened(9));

/** A provider for writeKeptEdits keeping what each call wrote. */
function keptWrites() {
  const written: unknown[][] = [];
  return { written, provider: dynamic(({ args }: { args: unknown[] }) => void written.push(args)) };
}

describe('the create form, kept in the browser', () => {
  it('is offered on /create, and written after every edit', async () => {
    const kept = { tournament: complete({ id: 0 }) };
    await expectSaga(editorSagas).withReducer(rootReducer).provide([[matchers.call.fn(readKeptEdits), kept]]).call(readKeptEdits, 'new').put(editor.draftFound(kept)).dispatch(editor.createOpened()).silentRun(20);
    const created = rootReducer(undefined, { ...editor.createOpened(), payload: { now: '2026-06-01T12:00:00Z' } });
    await expectSaga(autosaveDraft).withState(created).provide([[matchers.call.fn(writeKeptEdits), undefined]]).call.fn(writeKeptEdits).run();
  });

  it('is stored under the spec’s key as the tournament alone, and read back', () => {
    localStorage.clear();
    writeKeptEdits('new', { tournament: complete({ id: 0 }) });
    expect(JSON.parse(localStorage.getItem('incomplete_new_tournament') ?? 'null')).toMatchObject({ id: 0, title: 'Spring' });
    expect(readKeptEdits('new')).toEqual({ tournament: complete({ id: 0 }) });
  });
});

describe("an existing Draft's unsaved edits, kept in the browser", () => {
  const stored = complete({ title: 'Spring', version: 4 });
  const edited = complete({ title: 'Spring edited' });
  const dirty = withOpen(stored, retitled('Spring edited'));

  beforeEach(() => localStorage.clear());

  it('are written under the tournament’s own key with the version they were made on; none while nothing is unsaved', async () => {
    const writes = keptWrites();
    await expectSaga(autosaveDraft).withState(dirty).provide([[matchers.call.fn(writeKeptEdits), writes.provider]]).run();
    expect(writes.written).toEqual([[9, { tournament: expect.objectContaining({ title: 'Spring edited' }), base: stored }]]);
    await expectSaga(autosaveDraft).withState(withOpen(stored)).provide([[matchers.call.fn(clearSavedDraft), undefined]]).not.call.fn(writeKeptEdits).run();
  });

  it('are written at once when the session ends, before the sign-in leaves the page', async () => {
    await expectSaga(editorSagas)
      .withReducer(rootReducer, dirty)
      .provide([[matchers.call.fn(writeKeptEdits), undefined]])
      .call.like({ fn: writeKeptEdits, args: [9, { tournament: { title: 'Spring edited' } }] })
      .dispatch(signedOut())
      .silentRun(20);
  });

  it('stay kept when the session ends while they are offered, before any answer', async () => {
    const offered = rootReducer(withOpen(stored), editor.draftFound({ tournament: edited, base: stored }));
    await expectSaga(editorSagas).withReducer(rootReducer, offered).not.call.fn(clearSavedDraft).not.call.fn(writeKeptEdits).dispatch(signedOut()).silentRun(20);
  });

  it('are read back as written, and an entry kept before the version was (the tournament alone) as that tournament', () => {
    writeKeptEdits(9, { tournament: edited, base: stored });
    expect(readKeptEdits(9)).toEqual({ tournament: edited, base: stored });
    localStorage.setItem('unsaved_tournament_9', JSON.stringify(edited));
    expect(readKeptEdits(9)).toEqual({ tournament: edited });
    localStorage.setItem('unsaved_tournament_9', '{broken');
    expect(readKeptEdits(9)).toBeNull();
  });

  it('are offered back when the Draft is opened again, and restored on Yes as unsaved changes', async () => {
    const kept = { tournament: edited, base: stored };
    const { storeState } = await reopenedWith(stored, kept)
      .put(editor.draftFound(kept))
      .delay(10)
      .dispatch(editor.draftRestored())
      .silentRun(STEPPED_RUN_MS);
    expect(storeState.editor.copy?.fields.title).toBe('Spring edited');
    expect(storeState.editor.edits).not.toBe(storeState.editor.savedEdits);
  });

  it('restored, save on the version they were made on: a tournament saved by someone else meanwhile opens the conflict dialog', async () => {
    const theirs = complete({ title: 'Spring', short_description: 'Their description', version: 5 });
    const update = ifMatchOf(() => Promise.reject(stale));
    const { storeState } = await reopenedWith(theirs, { tournament: edited, base: stored }, [
      [matchers.call.fn(boostersApi.fetchBoosters), []],
      [matchers.call.fn(api.updateTournament), update.provider],
    ])
      .not.put.actionType(editor.saveFailed.type)
      .delay(10)
      .dispatch(editor.draftRestored())
      .delay(20)
      .dispatch(editor.saveRequested())
      .silentRun(STEPPED_RUN_MS);
    expect(update.sent).toEqual(['"4"']);
    expect(storeState.editor.conflict).toMatchObject({ operation: 'save', theirs, stale: { version: 5, changedBy: 'Bea Editor' } });
    // The dialog's 'Loaded' is what the edits were made on, so their description shows as their change.
    expect(storeState.editor.stored).toEqual(stored);
    expect(storeState.editor.copy?.fields.title).toBe('Spring edited');
  });

  it('restored from an entry kept without its version, save on the version loaded now, as before', async () => {
    const now = complete({ title: 'Spring', version: 5 });
    const update = ifMatchOf(() => Promise.resolve({ ...edited, version: 6 }));
    await reopenedWith(now, { tournament: edited }, [[matchers.call.fn(api.updateTournament), update.provider]])
      .put.like({ action: { type: editor.saved.type } })
      .delay(10)
      .dispatch(editor.draftRestored())
      .delay(20)
      .dispatch(editor.saveRequested())
      .silentRun(STEPPED_RUN_MS);
    expect(update.sent).toEqual(['"5"']);
  });

  it('are forgotten, not offered, once the tournament is no longer a Draft', async () => {
    await reopenedWith(complete({ status: TournamentStatus.InProgress }), { tournament: edited }, [[matchers.call.fn(clearSavedDraft), undefined]])
      .call(clearSavedDraft, 9)
      .not.put.actionType(editor.draftFound.type)
      .silentRun(20);
  });

  it.each([
    ['saved', editor.saved(edited)],
    ['refused with No', editor.draftDiscarded()],
    ['given up for their version', editor.theirVersionLoaded({ operation: 'save', stale: { message: '', version: 5, changedBy: null, changedAt: '' }, theirs: stored, theirBoosters: [] })],
  ])('are forgotten once %s', async (_, action) => {
    await expectSaga(editorSagas).withReducer(rootReducer, dirty).provide([[matchers.call.fn(clearSavedDraft), undefined]]).call(clearSavedDraft, 9).dispatch(action).silentRun(20);
  });
});

describe("the Boosters tab's unsaved changes, kept with the tournament's", () => {
  const stored = complete({ version: 4 });
  const saved = aBooster(20, { tournament_id: 9, name: 'Weekend' });
  const added = aBooster(0, { tournament_id: 9, name: 'Evening', multiplier: 3 });
  /** The page with its Boosters tab loaded: one booster deleted, one added and named. */
  const boostersEdited = (): RootState => {
    const loaded = withOpen(stored, boosters.tabOpened(9), boosters.boostersLoaded([saved]), boosters.boosterAdded());
    const [savedKey, addedKey] = loaded.boosters.ids;
    return [boosters.boosterDeleted(savedKey), boosters.boosterEdited({ key: addedKey, changes: { name: 'Evening', multiplier: 3 } })].reduce(rootReducer, loaded);
  };
  const keptBoosters = { rows: [{ ...saved, deleted: true }, { ...added, deleted: false }], loaded: [saved] };

  beforeEach(() => localStorage.clear());

  it('are written with the tournament, even when the tournament itself has no unsaved edit', async () => {
    const writes = keptWrites();
    await expectSaga(autosaveDraft).withState(boostersEdited()).provide([[matchers.call.fn(writeKeptEdits), writes.provider]]).run();
    expect(writes.written).toEqual([[9, { tournament: expect.objectContaining({ id: 9, title: 'Spring' }), base: stored, boosters: keptBoosters }]]);
  });

  it('are offered back with the tournament’s in one offer, and restored on Yes as unsaved changes the tab shows without loading', async () => {
    const kept: KeptEdits = { tournament: complete({ title: 'Spring edited' }), base: stored, boosters: keptBoosters };
    const { storeState } = await reopenedWith(stored, kept)
      .put(editor.draftFound(kept))
      .not.call.fn(boostersApi.fetchBoosters)
      .delay(10)
      .dispatch(editor.draftRestored())
      .delay(20)
      .dispatch(boosters.tabOpened(9))
      .silentRun(STEPPED_RUN_MS);
    const restored = (storeState as RootState).boosters;
    expect(Object.values(restored.entities).map(({ id, name, deleted }) => [id, name, deleted])).toEqual([
      [20, 'Weekend', true],
      [0, 'Evening', false],
    ]);
    expect(restored).toMatchObject({ tournamentId: 9, status: 'loaded', unsaved: true, loaded: [saved] });
  });

  it('are not restored on No, and forgotten', async () => {
    const { storeState } = await reopenedWith(stored, { tournament: stored, base: stored, boosters: keptBoosters }, [[matchers.call.fn(clearSavedDraft), undefined]])
      .call(clearSavedDraft, 9)
      .delay(10)
      .dispatch(editor.draftDiscarded())
      .silentRun(STEPPED_RUN_MS);
    expect(storeState.boosters.ids).toEqual([]);
  });

  it('are forgotten once Save has stored them too, and kept when the boosters could not be saved', async () => {
    const provideSave = (boostersAnswer: StaticProvider[1]): StaticProvider[] => [
      [matchers.call.fn(api.updateTournament), { ...stored, version: 5 }],
      [matchers.call.fn(boostersApi.deleteBoosters), { saved: true, version: 6 }],
      [matchers.call.fn(boostersApi.saveBoosters), boostersAnswer],
      [matchers.call.fn(boostersApi.fetchBoosters), []],
    ];
    await expectSaga(editorSagas).withReducer(rootReducer, boostersEdited()).provide(provideSave({ saved: true, version: 7 })).dispatch(editor.saveRequested()).silentRun(50);
    expect(readKeptEdits(9)).toBeNull();
    await expectSaga(editorSagas).withReducer(rootReducer, boostersEdited()).provide(provideSave(throwError(new HttpStatusError(500, 'Internal Server Error')))).dispatch(editor.saveRequested()).silentRun(50);
    // The tournament is stored (version 5, then 6 after the deletion): the entry keeps the booster still to save, on that version.
    expect(readKeptEdits(9)).toMatchObject({ base: { version: 6 }, boosters: { rows: [{ name: 'Evening', deleted: false }] } });
  });
});

describe('a Save or Create that found no server, made again once it answers', () => {
  const stored = complete({ title: 'Spring', version: 4 });
  const dirty = withOpen(stored, retitled('Spring edited'));

  beforeEach(() => localStorage.clear());

  it('keeps the edits at once, saves them once when the server answers again, and says so', async () => {
    const answers = [Promise.reject(serverDown()), Promise.resolve({ ...stored, title: 'Spring edited', version: 5 })];
    const update = ifMatchOf(() => answers.shift());
    const { storeState } = await expectSaga(editorSagas)
      .withReducer(rootReducer, dirty)
      .provide([[matchers.call.fn(api.updateTournament), update.provider]])
      .put(editor.saveFailed({ message: '503 - Service Unavailable', noServer: true }))
      .put(editor.retriedOnReconnect('save'))
      .dispatch(editor.saveRequested())
      .delay(10)
      .dispatch(serverReached())
      .delay(20)
      .dispatch(serverReached())
      .silentRun(STEPPED_RUN_MS);
    expect(update.sent).toEqual(['"4"', '"4"']);
    expect(storeState.editor).toMatchObject({ stored: { version: 5 }, retryOnReconnect: null });
    expect(storeState.editor.edits).toBe(storeState.editor.savedEdits);
  });

  it('writes the edits to the browser when the Save fails, without waiting for the pause', async () => {
    await expectSaga(editorSagas)
      .withReducer(rootReducer, dirty)
      .provide([
        [matchers.call.fn(api.updateTournament), throwError(serverDown())],
        [matchers.call.fn(writeKeptEdits), undefined],
      ])
      .call.like({ fn: writeKeptEdits, args: [9, { tournament: { title: 'Spring edited' }, base: stored }] })
      .dispatch(editor.saveRequested())
      .silentRun(20);
  });

  it.each([
    ['edited again after the failed Save', [retitled('Spring edited twice')]],
    ['on another page', [editor.pageClosed()]],
  ])('makes none when %s', async (_, actions) => {
    let sent = 0;
    const effects = expectSaga(editorSagas)
      .withReducer(rootReducer, dirty)
      .provide([[matchers.call.fn(api.updateTournament), dynamic(() => ((sent += 1), Promise.reject(serverDown())))]])
      .not.put.actionType(editor.retriedOnReconnect.type)
      .dispatch(editor.saveRequested())
      .delay(10);
    // expectSaga's delays count from the start: the edit at 10 ms, the server back at 20 ms.
    await actions.reduce((run, action) => run.dispatch(action), effects).delay(20).dispatch(serverReached()).silentRun(STEPPED_RUN_MS);
    expect(sent).toBe(1);
  });

  it('makes none after a refusal that came from the server (4xx, 500)', async () => {
    for (const refusal of [new HttpStatusError(400, 'Bad Request'), new HttpStatusError(500, 'Internal Server Error')]) {
      await expectSaga(editorSagas)
        .withReducer(rootReducer, dirty)
        .provide([[matchers.call.fn(api.updateTournament), throwError(refusal)]])
        .not.put.actionType(editor.retriedOnReconnect.type)
        .dispatch(editor.saveRequested())
        .delay(10)
        .dispatch(serverReached())
        .silentRun(STEPPED_RUN_MS);
    }
  });

  it('creates the tournament once the server answers, when Create found none', async () => {
    const answers = [Promise.reject(serverDown()), Promise.resolve(31)];
    const onCreate = rootReducer(rootReducer(undefined, { ...editor.createOpened(), payload: { now: '2026-06-01T12:00:00Z' } }), editor.draftFound({ tournament: complete({ id: 0 }) }));
    await expectSaga(editorSagas)
      .withReducer(rootReducer, rootReducer(onCreate, editor.draftRestored()))
      .provide([
        [matchers.call.fn(api.createTournament), dynamic(() => answers.shift())],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put(editor.retriedOnReconnect('create'))
      .put(editor.created({ id: 31 }))
      .call(navigateTo, '/tournament/31')
      .dispatch(editor.createRequested())
      .delay(10)
      .dispatch(serverReached())
      .silentRun(STEPPED_RUN_MS);
  });
});
