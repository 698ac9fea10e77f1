/**
 * The 1-second pauses of spec §9 (create-draft autosave, image URL check) on a real store with jest's
 * fake clock: each test moves the clock to just before and just after a pause ends.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootReducer, type RootState } from '../../../test/allFeatures';
import type { Tournament } from '../../domain/tournament';
import { DRAFT_STORAGE_KEY } from './save/draftStorage';
import { aCompleteDraft } from './editorFixtures';
import { editorSagas, IMAGE_CHECK_DELAY_MS } from './editorSagas';
import { AUTOSAVE_DELAY_MS } from './save/keptEditsSagas';
import * as editor from './editorSlice';
import { probeImage } from './imageProbe';

jest.mock('./imageProbe', () => ({ probeImage: jest.fn() }));

/** One image check in flight: its URL, its abort signal, and a way to answer it. */
interface PendingProbe {
  url: string;
  signal: AbortSignal;
  answer(accessible: boolean): void;
}

let probes: PendingProbe[];

function startEditor(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({ reducer: rootReducer, preloadedState, middleware: (defaults) => defaults({ thunk: false }).concat(sagaMiddleware) });
  sagaMiddleware.run(editorSagas);
  return store;
}

const onCreatePage = () => {
  const store = startEditor();
  store.dispatch(editor.createOpened());
  return store;
};
const savedDraft = () => JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as Tournament | null;
const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  probes = [];
  jest.mocked(probeImage).mockImplementation((url, signal) => new Promise((resolve) => probes.push({ url, signal, answer: resolve })));
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the create-draft autosave', () => {
  it('writes the form 1 second after the last edit, each edit within the second restarting the wait', async () => {
    const store = onCreatePage();
    store.dispatch(editor.fieldChanged({ field: 'title', value: 'Sp' }));
    await wait(AUTOSAVE_DELAY_MS - 1);
    expect(savedDraft()).toBeNull();
    store.dispatch(editor.fieldChanged({ field: 'title', value: 'Spring' }));
    await wait(AUTOSAVE_DELAY_MS - 1);
    expect(savedDraft()).toBeNull();
    await wait(1);
    expect(savedDraft()).toMatchObject({ id: 0, title: 'Spring' });
  });

  it('never writes the form of an existing tournament', async () => {
    const opened = rootReducer(rootReducer(undefined, editor.tournamentOpened(9)), editor.tournamentLoaded(aCompleteDraft(9)));
    const store = startEditor(opened);
    store.dispatch(editor.fieldChanged({ field: 'title', value: 'Renamed' }));
    await wait(AUTOSAVE_DELAY_MS * 5);
    expect(savedDraft()).toBeNull();
  });
});

describe('the image URL check', () => {
  const imageStatus = (store: ReturnType<typeof startEditor>) => store.getState().editor.imageStatus;

  it('loads the URL 1 second after typing, a newer edit within the second restarting the wait', async () => {
    const store = onCreatePage();
    store.dispatch(editor.fieldChanged({ field: 'hero_image_desktop', value: 'https://img.example/a.png' }));
    await wait(IMAGE_CHECK_DELAY_MS - 1);
    store.dispatch(editor.fieldChanged({ field: 'hero_image_desktop', value: 'https://img.example/ab.png' }));
    await wait(IMAGE_CHECK_DELAY_MS - 1);
    expect(probes).toEqual([]);
    await wait(1);
    expect(probes.map(({ url }) => url)).toEqual(['https://img.example/ab.png']);
    expect(imageStatus(store).hero_image_desktop).toBe('loading...');
    probes[0].answer(true);
    await wait(0);
    expect(imageStatus(store).hero_image_desktop).toBe('accessible');
  });

  it('aborts a check in flight when the field is edited again: its result never lands', async () => {
    const store = onCreatePage();
    store.dispatch(editor.fieldChanged({ field: 'list_image', value: 'https://img.example/old.png' }));
    await wait(IMAGE_CHECK_DELAY_MS);
    const [stale] = probes;
    store.dispatch(editor.fieldChanged({ field: 'list_image', value: 'https://img.example/new.png' }));
    expect(stale.signal.aborted).toBe(true);
    stale.answer(true);
    await wait(IMAGE_CHECK_DELAY_MS);
    expect(imageStatus(store).list_image).toBe('loading...');
    probes[1].answer(false);
    await wait(0);
    expect(probes.map(({ url }) => url)).toEqual(['https://img.example/old.png', 'https://img.example/new.png']);
    expect(imageStatus(store).list_image).toBe('not accessible');
  });

  it('checks different fields independently', async () => {
    const store = onCreatePage();
    store.dispatch(editor.fieldChanged({ field: 'hero_image_desktop', value: 'https://img.example/d.png' }));
    await wait(IMAGE_CHECK_DELAY_MS / 2);
    store.dispatch(editor.fieldChanged({ field: 'hero_image_mobile', value: 'https://img.example/m.png' }));
    await wait(IMAGE_CHECK_DELAY_MS / 2);
    expect(probes.map(({ url }) => url)).toEqual(['https://img.example/d.png']);
    await wait(IMAGE_CHECK_DELAY_MS / 2);
    expect(probes.map(({ url }) => url)).toEqual(['https://img.example/d.png', 'https://img.example/m.png']);
    expect(probes.some(({ signal }) => signal.aborted)).toBe(false);
    probes[0].answer(false);
    probes[1].answer(true);
    await wait(0);
    expect(imageStatus(store)).toMatchObject({ hero_image_desktop: 'not accessible', hero_image_mobile: 'accessible' });
  });
});
