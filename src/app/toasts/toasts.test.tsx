import { act, screen, within } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import { renderWithStore } from '../../../test/renderWithStore';
import { rootReducer } from '../../../test/allFeatures';
import { Toasts } from './Toasts';
import { TOAST_LIFETIME_MS, toastsSaga } from './toastsSaga';
import { selectToasts, toastClosed, toastShown, toastsReducer } from './toastsSlice';

const saved = { kind: 'success', header: 'Tournament saved', text: 'Summer Cup' } as const;

describe('toasts slice', () => {
  it('gives each shown toast an id carried by the action and removes it when closed', () => {
    const shown = toastShown(saved);
    const state = toastsReducer(undefined, shown);
    expect(selectToasts({ toasts: state })).toEqual([{ ...saved, id: shown.payload.id }]);
    expect(selectToasts({ toasts: toastsReducer(state, toastClosed(shown.payload.id)) })).toEqual([]);
  });
});

describe('toasts saga', () => {
  it('closes a toast after a delay of its 3-second lifetime', async () => {
    const shown = toastShown(saved);
    const { storeState } = await expectSaga(toastsSaga)
      .withReducer(rootReducer)
      // Only a 3-second delay is skipped; any other call would run for real.
      .provide({ call: (effect, next) => (effect.args[0] === TOAST_LIFETIME_MS ? undefined : next()) })
      .dispatch(shown)
      .put(toastClosed(shown.payload.id))
      .silentRun();
    expect(storeState.toasts.ids).toEqual([]);
  });
});

describe('Toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows header and text at the bottom end and closes after 3 seconds', async () => {
    const { store } = renderWithStore(<Toasts />);
    act(() => {
      store.dispatch(toastShown({ kind: 'error', header: 'Sending bonus failed', text: '502 - Bad Gateway' }));
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Sending bonus failed')).toBeInTheDocument();
    expect(within(region).getByText('502 - Bad Gateway')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(TOAST_LIFETIME_MS - 1);
    });
    expect(within(region).getByText('Sending bonus failed')).toBeInTheDocument();
    // The saga's delay settles a promise: an async act lets its put reach the store.
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(within(region).queryByText('Sending bonus failed')).not.toBeInTheDocument();
  });

  it('reads toasts out through a polite live region: successes and infos as statuses, errors as alerts, each kind named', () => {
    const { store } = renderWithStore(<Toasts />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    // There before any toast, so the first one is read out too.
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => {
      store.dispatch(toastShown(saved));
      store.dispatch(toastShown({ kind: 'info', header: 'Language not changed', text: 'Try again' }));
      store.dispatch(toastShown({ kind: 'error', header: 'Sending bonus failed', text: '502 - Bad Gateway' }));
    });
    const [success, info] = within(region).getAllByRole('status');
    expect(success).toHaveTextContent('Tournament savedSummer Cup');
    expect(within(success).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(within(info).getByRole('img', { name: 'Information' })).toBeInTheDocument();
    const error = within(region).getByRole('alert');
    expect(error).toHaveTextContent('Sending bonus failed502 - Bad Gateway');
    expect(within(error).getByRole('img', { name: 'Error' })).toBeInTheDocument();
  });

  it('names the region and the kinds in Romanian', () => {
    const { store } = renderWithStore(<Toasts />, { language: 'ro' });
    act(() => {
      store.dispatch(toastShown({ kind: 'error', header: 'Trimiterea bonusului a eșuat', text: '502 - Bad Gateway' }));
    });
    const region = screen.getByRole('region', { name: 'Notificări' });
    expect(within(within(region).getByRole('alert')).getByRole('img', { name: 'Eroare' })).toBeInTheDocument();
  });

  it('closes a toast on its close button', async () => {
    jest.useRealTimers();
    const { store, user } = renderWithStore(<Toasts />);
    act(() => {
      store.dispatch(toastShown(saved));
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Tournament saved')).not.toBeInTheDocument();
  });
});
