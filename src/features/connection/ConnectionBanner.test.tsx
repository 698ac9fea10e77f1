import { act, screen } from '@testing-library/react';
import { fetchUnsentBonusCount } from '../../api/unsent';
import { renderWithStore, signedInAuthState } from '../../../test/renderWithStore';
import { ConnectionBanner } from './ConnectionBanner';
import { serverLost } from './connectionSlice';

jest.mock('../../api/unsent');
const probe = jest.mocked(fetchUnsentBonusCount);

describe('the connection banner', () => {
  it('is absent while the server and the sign-in answer', () => {
    renderWithStore(<ConnectionBanner />, { preloadedState: { auth: signedInAuthState } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says the server cannot be reached and that the changes stay; 'Try now' tries it before the backoff's wait", async () => {
    probe.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, store } = renderWithStore(<ConnectionBanner />, { preloadedState: { auth: signedInAuthState } });
    act(() => {
      store.dispatch(serverLost());
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot reach the server. Reconnecting… Your changes stay on this page and in this browser until it answers.');
    expect(probe).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try now' }));
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('says when only the sign-in cannot be reached', () => {
    renderWithStore(<ConnectionBanner />, { preloadedState: { auth: { ...signedInAuthState, signInUnreachable: true } }, language: 'ro' });
    expect(screen.getByRole('alert')).toHaveTextContent('Serviciul de autentificare nu poate fi contactat');
  });
});
