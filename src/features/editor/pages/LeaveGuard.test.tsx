import { act } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { rootReducer } from '../../../../test/allFeatures';
import { renderWithStore, signedInAuthState } from '../../../../test/renderWithStore';
import { signedOut } from '../../auth/authSlice';
import { aCompleteDraft } from '../editorFixtures';
import { fieldChanged, tournamentLoaded, tournamentOpened } from '../editorSlice';
import { LeaveGuard } from './LeaveGuard';

const unloadIsQuestioned = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the leave guard', () => {
  it('lets the sign-in leave the page without asking once the session has ended: the edits are kept in the browser', () => {
    const edited = [tournamentOpened(9), tournamentLoaded(aCompleteDraft(9)), fieldChanged({ field: 'title', value: 'Edited' })].reduce(rootReducer, rootReducer(undefined, { type: 'init' }));
    const router = createMemoryRouter([{ path: '/', element: <LeaveGuard /> }]);
    const { store } = renderWithStore(<RouterProvider router={router} />, { route: null, preloadedState: { auth: signedInAuthState, editor: edited.editor } });
    expect(unloadIsQuestioned()).toBe(true);
    act(() => {
      store.dispatch(signedOut());
    });
    expect(unloadIsQuestioned()).toBe(false);
  });
});
