import { createEntityAdapter, createSlice, nanoid, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { Text } from '../../i18n/text';

/** A message at the bottom end of the screen with a header and a text (spec §2 Navbar, §8 Toasts). */
export interface Toast {
  id: string;
  kind: 'success' | 'error' | 'info';
  header: Text;
  text: Text;
}

/** What a feature event's toast says; the id is given when it is shown. */
export type ToastContent = Omit<Toast, 'id'>;

const toastsAdapter = createEntityAdapter<Toast>();

export type ToastsState = EntityState<Toast, string>;

const toastsSlice = createSlice({
  name: 'toasts',
  initialState: toastsAdapter.getInitialState(),
  reducers: {
    toastShown: {
      reducer: toastsAdapter.addOne,
      // The id travels in the action so replaying the action log rebuilds the same state.
      prepare: (toast: ToastContent) => ({ payload: { ...toast, id: nanoid() } }),
    },
    toastClosed: (state, action: PayloadAction<string>) => {
      toastsAdapter.removeOne(state, action.payload);
    },
  },
});

export const { toastShown, toastClosed } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;

export const { selectAll: selectToasts } = toastsAdapter.getSelectors((state: { toasts: ToastsState }) => state.toasts);
