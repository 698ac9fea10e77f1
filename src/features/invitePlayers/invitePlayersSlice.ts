import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { InvitationOutcome, InvitationResult } from '../../api/playerInvitations';
import type { Text } from '../../i18n/text';
import type { PlayerIdListFormat } from './playerIdList';

/**
 * editing: the list is pasted or read from a file; sending: its ids go in runs of INVITED_PLAYER_IDS_MAX, one
 * after another; stopped: Stop was pressed; failed: a run failed; done: every id has its outcome. The last three
 * show the results, the first two the rest to send.
 */
export type InvitationPhase = 'editing' | 'sending' | 'stopped' | 'failed' | 'done';

/** What became of an id of the list: the server's outcome, refused before sending (invalid), or not sent (yet). */
export type InvitationStatus = InvitationOutcome | 'invalid' | 'notSent';
export type InvitationFilter = InvitationStatus | 'all';

export interface InvitePlayersState {
  open: boolean;
  /** The tournament the list is for. */
  tournamentId: number | null;
  /** The list as pasted, typed or read from a file: the ids to send are read from it (selectInvitationList). */
  text: string;
  format: PlayerIdListFormat;
  /** The file the text was read from; null when pasted or typed. */
  fileName: string | null;
  phase: InvitationPhase;
  /** The outcome of each id answered so far, in the list's order: the ids sent are the list's first ones. */
  results: EntityState<InvitationResult, string>;
  /** Why the last run failed. */
  error: Text | null;
  /** Which ids the results list shows, and its page (from 1). */
  filter: InvitationFilter;
  page: number;
}

export const invitationResultsAdapter = createEntityAdapter<InvitationResult, string>({ selectId: (result) => result.user_id });

const initialState: InvitePlayersState = {
  open: false,
  tournamentId: null,
  text: '',
  format: 'list',
  fileName: null,
  phase: 'editing',
  results: invitationResultsAdapter.getInitialState(),
  error: null,
  filter: 'all',
  page: 1,
};

export const invitePlayersSlice = createSlice({
  name: 'invitePlayers',
  initialState,
  reducers: {
    /** 'Invite players': a list still being written for this tournament is kept; any other starts empty. */
    inviteDialogOpened: (state, { payload: tournamentId }: PayloadAction<number>) =>
      state.tournamentId === tournamentId && state.phase === 'editing' ? { ...state, open: true } : { ...initialState, open: true, tournamentId },
    /** Keeps a list being written; after a run its results are done with. Ignored while sending (Stop first). */
    inviteDialogClosed: (state) => {
      if (state.phase === 'sending') return state;
      return state.phase === 'editing' ? { ...state, open: false } : { ...initialState, tournamentId: state.tournamentId };
    },
    invitationListEdited: (state, { payload: text }: PayloadAction<string>) => {
      if (state.phase !== 'editing') return;
      state.text = text;
      state.fileName = null;
      state.format = 'list';
    },
    /** The chosen file's text replaces the list (and can be edited before sending). */
    invitationFileRead: (state, { payload }: PayloadAction<{ fileName: string; text: string; format: PlayerIdListFormat }>) => {
      if (state.phase !== 'editing') return;
      Object.assign(state, payload);
    },
    /** Invite was pressed: the list's ids are sent. */
    invitationsRequested: (state) => {
      if (state.phase === 'editing') state.phase = 'sending';
    },
    /** 'Invite the rest' after Stop or a failure: the ids without an outcome are sent, none of the others again. */
    invitationRestRequested: (state) => {
      if (state.phase !== 'stopped' && state.phase !== 'failed') return;
      state.phase = 'sending';
      state.error = null;
    },
    /** One run's answer: an outcome for each of its ids. */
    invitationsAnswered: (state, { payload }: PayloadAction<InvitationResult[]>) => {
      invitationResultsAdapter.addMany(state.results, payload);
    },
    /** Stop: the run in flight is aborted (its ids count as not sent), no other starts. */
    invitationsStopped: (state) => {
      if (state.phase === 'sending') state.phase = 'stopped';
    },
    invitationsFailed: (state, { payload }: PayloadAction<{ error: Text }>) => {
      state.phase = 'failed';
      state.error = payload.error;
    },
    invitationsFinished: (state, _action: PayloadAction<{ tournamentId: number }>) => {
      state.phase = 'done';
    },
    invitationResultsFiltered: (state, { payload }: PayloadAction<InvitationFilter>) => {
      state.filter = payload;
      state.page = 1;
    },
    invitationResultsPaged: (state, { payload }: PayloadAction<number>) => {
      state.page = payload;
    },
    /** 'Invite another list' after the results: an empty list for the same tournament. */
    anotherListRequested: (state) => {
      if (state.phase === 'sending') return state;
      return { ...initialState, open: state.open, tournamentId: state.tournamentId };
    },
    /** The tab that offers the dialog closed: a run under way is cancelled (its request aborted), the rest forgotten. */
    invitePlayersLeft: () => initialState,
  },
});

export const {
  inviteDialogOpened,
  inviteDialogClosed,
  invitationListEdited,
  invitationFileRead,
  invitationsRequested,
  invitationRestRequested,
  invitationsAnswered,
  invitationsStopped,
  invitationsFailed,
  invitationsFinished,
  invitationResultsFiltered,
  invitationResultsPaged,
  anotherListRequested,
  invitePlayersLeft,
} = invitePlayersSlice.actions;
export const invitePlayersReducer = invitePlayersSlice.reducer;

/** The invitePlayers slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectInvitePlayersSlice = (state: { invitePlayers?: InvitePlayersState }): InvitePlayersState => state.invitePlayers ?? initialState;
