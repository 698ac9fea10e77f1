/** The editor's state: the working copy of the open tournament and what its page is doing (its slice: editorSlice.ts). */
import type { Tournament } from '../../domain/tournament';
import type { FieldError } from '../../domain/tournamentValidation';
import type { EditConflict } from './conflict/editConflict';
import type { WorkingCopy } from './copy/workingCopy';
import type { KeptEdits } from './save/keptEdits';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'notFound' | 'failed';
export const IMAGE_FIELDS = ['hero_image_desktop', 'hero_image_mobile', 'list_image'] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];
export type ImageStatus = 'not set' | 'loading...' | 'accessible' | 'not accessible';
/** Requests the page waits for; each shows its own spinner or disables its own button. */
export type Operation = 'create' | 'save' | 'publish' | 'duplicate' | 'cancel' | 'assign' | 'summaryVideoUrl';
/** The submits made again by themselves once a server that could not be reached answers (issue 27). */
export type RetriedSubmit = 'create' | 'save';
/** A failed request's words; noServer when no server answered it (the network, a stopped server, a gateway's 502–504). */
export interface SubmitFailure {
  message: string;
  noServer?: true;
}

/** The working copy of the tournament the page shows (which one: the openedTournament feature's). */
export interface EditorState {
  loadStatus: LoadStatus;
  loadError: string | null;
  copy: WorkingCopy | null;
  /** Edits made, and edits made when the copy was last loaded or saved: unsaved changes when they differ. */
  edits: number;
  savedEdits: number;
  running: Operation[];
  /** Keyed paths (copy/fieldPaths.ts) of the fields edited, or marked by a failed Create / Save. */
  touched: string[];
  /** Errors of a full validation whose fields were not edited since (e.g. publish-only rules). */
  reportedErrors: FieldError[];
  /** How many full validations refused a submit: each one moves the focus to the first field marked (issue 27). */
  refusals: number;
  /** The red alert of a failed create. */
  createError: string | null;
  /** Edits kept in the browser, found on opening /create or a Draft (save/draftStorage.ts), until the user answers. */
  savedDraft: KeptEdits | null;
  /** A Create or Save that found no server: made again once the server answers, unless the copy is edited first. */
  retryOnReconnect: RetriedSubmit | null;
  /** The 'Assign player' dialog: it stays open after a refusal, so the id can be corrected. */
  assignDialogOpen: boolean;
  imageStatus: Record<ImageField, ImageStatus>;
  /** The tournament as the server last answered it: its version is the If-Match of the next write, and the conflict dialog diffs against it. */
  stored: Tournament | null;
  /** A write refused as stale (412), until the person chooses in the conflict dialog. */
  conflict: EditConflict | null;
  /** The Cancel dialog (issue 27): the reason typed, kept for a retry after a conflict, and the players it would stop. */
  cancelDialog: CancelDialogState;
}

export interface CancelDialogState {
  open: boolean;
  reason: string;
  /** The board's players, counted when the dialog opens; null until counted (or when counting failed). */
  playersOnBoard: number | null;
}

const imagesNotSet: Record<ImageField, ImageStatus> = { hero_image_desktop: 'not set', hero_image_mobile: 'not set', list_image: 'not set' };

/** No page open: what the slice holds until a page opens, and after it closes. */
export const initialState: EditorState = {
  loadStatus: 'idle',
  loadError: null,
  copy: null,
  edits: 0,
  savedEdits: 0,
  running: [],
  touched: [],
  reportedErrors: [],
  refusals: 0,
  createError: null,
  savedDraft: null,
  retryOnReconnect: null,
  assignDialogOpen: false,
  imageStatus: imagesNotSet,
  stored: null,
  conflict: null,
  cancelDialog: { open: false, reason: '', playersOnBoard: null },
};
