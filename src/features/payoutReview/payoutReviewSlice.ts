import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { disqualificationReasonError, type Disqualification, type PayoutApproval, type PayoutReview, type ReviewRow } from '../../domain/payoutReview';

export type ReviewLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
/** A dialog's request: none yet (or answered), in flight, or refused with `error`. */
export type ReviewRequestStatus = 'idle' | 'sending' | 'failed';

/** Prize ranks per page of the Review tab. */
export const REVIEW_PAGE_SIZE = 50;

/** The review as the server answered it, less its two lists (kept as entity collections beside it). */
export type ReviewSummary = Omit<PayoutReview, 'rows' | 'disqualified'>;

/** The player the Disqualify dialog is about, and the reason being typed. */
export interface DisqualifyDialog {
  player: { user_id: string; user_name: string; rank: number } | null;
  reason: string;
  /** Submit was pressed: from then on a missing reason shows under the field (spec §4: errors after submit or blur). */
  submitted: boolean;
  status: ReviewRequestStatus;
  error: string | null;
}

export interface ApproveDialog {
  open: boolean;
  status: ReviewRequestStatus;
  error: string | null;
}

export interface PayoutReviewState {
  /** The tournament whose review this is (null before the tab first opens). */
  tournamentId: number | null;
  status: ReviewLoadStatus;
  error: string | null;
  summary: ReviewSummary | null;
  /** 1-based, as the pager counts. */
  page: number;
  rows: EntityState<ReviewRow, string>;
  disqualified: EntityState<Disqualification, string>;
  disqualify: DisqualifyDialog;
  approve: ApproveDialog;
}

/** The board's order: by rank, ties as the server orders them (who got there first). */
export const reviewRowsAdapter = createEntityAdapter<ReviewRow, string>({
  selectId: (row) => row.user_id,
  sortComparer: (a, b) => a.rank - b.rank || a.computed.localeCompare(b.computed),
});
/** Newest first, as the server answers. */
export const disqualifiedAdapter = createEntityAdapter<Disqualification, string>({
  selectId: (player) => player.user_id,
  sortComparer: (a, b) => b.disqualified_at.localeCompare(a.disqualified_at),
});

const noDisqualifyDialog: DisqualifyDialog = { player: null, reason: '', submitted: false, status: 'idle', error: null };
const noApproveDialog: ApproveDialog = { open: false, status: 'idle', error: null };

const initialState: PayoutReviewState = {
  tournamentId: null,
  status: 'idle',
  error: null,
  summary: null,
  page: 1,
  rows: reviewRowsAdapter.getInitialState(),
  disqualified: disqualifiedAdapter.getInitialState(),
  disqualify: noDisqualifyDialog,
  approve: noApproveDialog,
};

function startLoading(state: PayoutReviewState) {
  state.status = 'loading';
  state.error = null;
}

export const payoutReviewSlice = createSlice({
  name: 'payoutReview',
  initialState,
  reducers: {
    reviewTabOpened: (state, { payload: tournamentId }: PayloadAction<number>) => {
      // Another tournament's board and dialogs never show on this one's tab.
      if (state.tournamentId !== tournamentId) return { ...initialState, tournamentId, status: 'loading' };
      startLoading(state);
    },
    reviewTabClosed: (state) => {
      // Its load and requests are cancelled with the tab: nothing else would end their states.
      if (state.status === 'loading') state.status = 'idle';
      state.disqualify = noDisqualifyDialog;
      state.approve = noApproveDialog;
    },
    reviewRefreshRequested: startLoading,
    reviewPageChanged: (state, { payload }: PayloadAction<number>) => {
      state.page = payload;
      startLoading(state);
    },
    reviewLoaded: (state, { payload: { rows, disqualified, ...summary } }: PayloadAction<PayoutReview>) => {
      reviewRowsAdapter.setAll(state.rows, rows);
      disqualifiedAdapter.setAll(state.disqualified, disqualified);
      state.summary = summary;
      state.status = 'loaded';
    },
    reviewLoadFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.status = 'failed';
      state.error = payload.message;
    },
    disqualifyDialogOpened: (state, { payload }: PayloadAction<NonNullable<DisqualifyDialog['player']>>) => {
      state.disqualify = { ...noDisqualifyDialog, player: payload };
    },
    disqualificationReasonEdited: (state, { payload }: PayloadAction<string>) => {
      state.disqualify.reason = payload;
    },
    disqualificationSubmitted: (state) => {
      const dialog = state.disqualify;
      dialog.submitted = true;
      // Sent only with a reason; without one the field says why and nothing is sent.
      if (dialog.player && dialog.status !== 'sending' && !disqualificationReasonError(dialog.reason)) {
        dialog.status = 'sending';
        dialog.error = null;
      }
    },
    playerDisqualified: (state, { payload }: PayloadAction<Disqualification>) => {
      // The board moves up on the reload that follows; the mark shows at once.
      reviewRowsAdapter.removeOne(state.rows, payload.user_id);
      disqualifiedAdapter.upsertOne(state.disqualified, payload);
      state.disqualify = noDisqualifyDialog;
    },
    disqualificationFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.disqualify.status = 'failed';
      state.disqualify.error = payload.message;
    },
    disqualifyDialogClosed: (state) => {
      state.disqualify = noDisqualifyDialog;
    },
    approveDialogOpened: (state) => {
      state.approve = { ...noApproveDialog, open: true };
    },
    approvalConfirmed: (state) => {
      if (state.approve.status === 'sending' || state.summary?.payout !== 'review') return;
      state.approve.status = 'sending';
      state.approve.error = null;
    },
    payoutApproved: (state, { payload }: PayloadAction<PayoutApproval>) => {
      if (state.summary) state.summary = { ...state.summary, payout: 'approved', approved_at: payload.approved_at, approved_by: payload.approved_by, version: payload.version };
      state.approve = noApproveDialog;
    },
    approvalFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.approve.status = 'failed';
      state.approve.error = payload.message;
    },
    approveDialogClosed: (state) => {
      state.approve = noApproveDialog;
    },
  },
});

export const {
  reviewTabOpened,
  reviewTabClosed,
  reviewRefreshRequested,
  reviewPageChanged,
  reviewLoaded,
  reviewLoadFailed,
  disqualifyDialogOpened,
  disqualificationReasonEdited,
  disqualificationSubmitted,
  playerDisqualified,
  disqualificationFailed,
  disqualifyDialogClosed,
  approveDialogOpened,
  approvalConfirmed,
  payoutApproved,
  approvalFailed,
  approveDialogClosed,
} = payoutReviewSlice.actions;

/** The payout review slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectPayoutReviewSlice = (state: { payoutReview?: PayoutReviewState }): PayoutReviewState => state.payoutReview ?? initialState;
