import { act, screen } from '@testing-library/react';
import { renderWithStore } from '../../../../test/renderWithStore';
import * as api from '../../../api/tournamentEditor';
import { aCompleteDraft } from '../editorFixtures';
import { fieldChanged, saved, saveFailed, saveRequested, tournamentLoaded } from '../editorSlice';
import { UnsavedChangesIndicator } from './UnsavedChangesIndicator';

jest.mock('../../../api/tournamentEditor');

// Complete, so that Save passes validation and goes to the server.
const draft = aCompleteDraft(7, { title: 'Summer cup' });
const saveStatus = () => screen.getByRole('status', { name: 'Save status' });
const typeTitle = (title: string) => fieldChanged({ field: 'title', value: title });

function renderIndicator(language: 'en' | 'ro' = 'en') {
  const view = renderWithStore(<UnsavedChangesIndicator />, { language });
  act(() => {
    view.store.dispatch(tournamentLoaded(draft));
  });
  return view;
}

describe('UnsavedChangesIndicator', () => {
  beforeEach(() => {
    // A save stays in flight until the test says how it ended.
    jest.mocked(api.updateTournament).mockImplementation(() => new Promise<never>(() => undefined));
  });

  it('is a polite live region there before any edit, empty while nothing is unsaved', () => {
    renderIndicator();
    expect(saveStatus()).toBeEmptyDOMElement();
    expect(saveStatus()).toHaveAttribute('aria-atomic', 'false');
  });

  it("says 'Unsaved changes' at the first edit, and changes nothing in the region at later keystrokes", () => {
    const { store } = renderIndicator();
    act(() => {
      store.dispatch(typeTitle('S'));
    });
    expect(saveStatus()).toHaveTextContent('Unsaved changes');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(saveStatus(), { subtree: true, childList: true, characterData: true, attributes: true });
    act(() => {
      for (const title of ['Su', 'Sum', 'Summ', 'Summe', 'Summer']) store.dispatch(typeTitle(title));
    });
    expect(changes.concat(observer.takeRecords())).toEqual([]);
    observer.disconnect();
  });

  it("adds 'Saving…' for screen readers while a save is in flight, and empties once it is saved", () => {
    const { store } = renderIndicator();
    act(() => {
      store.dispatch(typeTitle('Winter cup'));
    });
    act(() => {
      store.dispatch(saveRequested());
    });
    expect(saveStatus()).toHaveTextContent(/^Unsaved changes\s*Saving…$/);
    expect(screen.getByText('Saving…')).toHaveClass('visually-hidden');

    act(() => {
      store.dispatch(saveFailed({ message: '503 - Service Unavailable' }));
    });
    expect(saveStatus()).toHaveTextContent(/^Unsaved changes$/);

    act(() => {
      store.dispatch(saveRequested());
    });
    act(() => {
      store.dispatch(saved({ ...draft, title: 'Winter cup' }));
    });
    expect(saveStatus()).toBeEmptyDOMElement();
  });

  it('speaks Romanian', () => {
    const { store } = renderIndicator('ro');
    act(() => {
      store.dispatch(typeTitle('Cupa de iarnă'));
      store.dispatch(saveRequested());
    });
    expect(screen.getByRole('status', { name: 'Starea salvării' })).toHaveTextContent(/^Modificări nesalvate\s*Se salvează…$/);
  });
});
