import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/renderWithStore';
import { HttpStatusError } from '../../../api/client';
import * as api from '../../../api/tournamentEditor';
import type { AppStore } from '../../../app/store';
import { TournamentStatus } from '../../../domain/enums';
import { DRAFT_STORAGE_KEY } from '../save/draftStorage';
import { aCompleteDraft } from '../editorFixtures';
import { selectWorkingTournament } from '../editorSelectors';
import { createFailed } from '../editorSlice';
import CreateTournamentPage from './CreateTournamentPage';
import { inEnglish } from '../../../i18n/inLanguage';

jest.mock('../../../api/tournamentEditor');
jest.mock('../form/TournamentForm', () => ({ TournamentForm: jest.requireActual('./testFormStub').TournamentFormStub }));
const createTournament = jest.mocked(api.createTournament);

const QUESTION = 'You have an unfinished tournament. Would you like to continue?';
const unfinished = aCompleteDraft(0, { title: 'Unfinished cup' });
const toastHeaders = (store: AppStore) => Object.values(store.getState().toasts.entities).map((toast) => inEnglish(toast.header));
const formReadOnly = () => screen.getByRole('form', { name: 'Tournament' }).getAttribute('data-readonly');

/** The page's save status: 'Unsaved changes' while there are edits, empty otherwise (a live region, always there). */
const saveStatus = () => screen.getByRole('status', { name: 'Save status' });

describe('Create tournament page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
  });

  it("is titled 'Create tournament', opens the new-tournament defaults and asks nothing without a saved draft", async () => {
    const { store } = renderWithStore(<CreateTournamentPage />, { route: '/create' });
    expect(screen.getByRole('heading', { name: 'Create tournament' })).toBeInTheDocument();
    expect(document.title).toBe('Create tournament');
    expect(selectWorkingTournament(store.getState())).toMatchObject({ id: 0, status: TournamentStatus.Draft, title: '' });
    expect(formReadOnly()).toBe('false');
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
    expect(saveStatus()).toBeEmptyDOMElement();
  });

  it('keeps Create in the bar fixed to the bottom of the window, as the Draft page keeps Save (issue 27)', () => {
    renderWithStore(<CreateTournamentPage />, { route: '/create' });
    const bar = screen.getByRole('region', { name: 'Create bar' });
    expect(bar).toHaveClass('editor-action-bar');
    expect(within(bar).getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('closes the editor when the page goes', () => {
    const { store, unmount } = renderWithStore(<CreateTournamentPage />, { route: '/create' });
    expect(store.getState().openedTournament.opened).toBe('new');
    unmount();
    expect(store.getState().openedTournament.opened).toBeNull();
  });

  it('restores the autosaved draft on Yes, with the unsaved-changes indicator', async () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(unfinished));
    const { user, store } = renderWithStore(<CreateTournamentPage />, { route: '/create' });
    expect(await screen.findByText(QUESTION)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(selectWorkingTournament(store.getState())?.title).toBe('Unfinished cup');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saveStatus()).toHaveTextContent('Unsaved changes');
    // The prompt's buttons are gone: focus is on the page's heading, from which Tab goes on to the form.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Create tournament', level: 1 })).toHaveFocus());
  });

  it('forgets the autosaved draft on No and keeps the defaults', async () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(unfinished));
    const { user, store } = renderWithStore(<CreateTournamentPage />, { route: '/create' });
    await screen.findByText(QUESTION);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(selectWorkingTournament(store.getState())?.title).toBe('');
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Create tournament', level: 1 })).toHaveFocus());
  });

  it("refuses Create on the empty form with one 'Error' toast that counts the fields to correct, and sends nothing (issue 27)", async () => {
    const { user, store } = renderWithStore(<CreateTournamentPage />, { route: '/create' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toastHeaders(store).length).toBeGreaterThan(0));
    expect(toastHeaders(store)).toEqual(['Error']);
    const [toast] = Object.values(store.getState().toasts.entities);
    expect(inEnglish(toast.text)).toMatch(/^\d+ fields need correcting: each says what is missing, the first has the focus\.$/);
    expect(createTournament).not.toHaveBeenCalled();
  });

  it('disables the form and spins Create while creating, then shows a failure as a red alert with the form enabled again', async () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(unfinished));
    createTournament.mockImplementation(() => new Promise<never>(() => undefined));
    const { user, store } = renderWithStore(<CreateTournamentPage />, { route: '/create' });
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(createTournament).toHaveBeenCalledWith(expect.objectContaining({ title: 'Unfinished cup' }), expect.any(AbortSignal));
    expect(formReadOnly()).toBe('true');
    expect(screen.getByRole('button', { name: /Create/ })).toHaveClass('ant-btn-loading');
    act(() => {
      store.dispatch(createFailed({ message: new HttpStatusError(400, 'Bad Request').message }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('400 - Bad Request');
    expect(screen.getByRole('alert')).toHaveClass('ant-alert-error');
    expect(formReadOnly()).toBe('false');
  });
});
