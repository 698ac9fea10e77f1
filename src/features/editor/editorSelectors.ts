import { createSelector } from '@reduxjs/toolkit';
import { selectApiOffers, type WithApiExtensions } from '../../app/apiExtensionsSlice';
import { parseTimestamp } from '../../domain/dates';
import { OptInCondition, TournamentStatus } from '../../domain/enums';
import { freeSpinsTotal, poolPrizeTotal, tierTotal } from '../../domain/totals';
import { validateTournament, type FieldError } from '../../domain/tournamentValidation';
import { etagOf } from '../../domain/versionTag';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef, type MessageRef, type Text } from '../../i18n/text';
import { formatAmount, formatLei } from '../../lib/format';
import { selectIsNew, selectOpened, type WithOpenedTournament } from '../openedTournament';
import { selectEditorSlice } from './editorSlice';
import { toIndexPath, toKeyedPath } from './copy/fieldPaths';
import { editorMessages } from './messages';
import { bonusOutboxTabEnabled, leaderboardTabEnabled } from './tabReadings';
import { conditionsAdapter, fromWorkingCopy, tiersAdapter } from './copy/workingCopy';
import type { EditorState, ImageField, Operation } from './editorState';

type WithEditor = { editor?: EditorState } & WithOpenedTournament;

const selectEditor = selectEditorSlice;
const selectCopy = (state: WithEditor) => selectEditor(state).copy;

export const selectRefusals = (state: WithEditor) => selectEditor(state).refusals;
export const selectLoadStatus = (state: WithEditor) => selectEditor(state).loadStatus;
export const selectHasUnsavedChanges = (state: WithEditor) => selectEditor(state).edits !== selectEditor(state).savedEdits;
export const selectIsRunning = (state: WithEditor, operation: Operation) => selectEditor(state).running.includes(operation);
/** The writes that store the page's edits: Create, Save and the summary video URL's Save (Publish refuses unsaved edits). */
const SAVING: readonly Operation[] = ['create', 'save', 'summaryVideoUrl'];
/** Whether one of them is in flight. */
export const selectIsSaving = (state: WithEditor) => selectEditor(state).running.some((operation) => SAVING.includes(operation));
export const selectCreateError = (state: WithEditor) => selectEditor(state).createError;
/** An autosaved create form waits for 'You have an unfinished tournament. Would you like to continue?'. */
export const selectHasSavedDraft = (state: WithEditor) => selectEditor(state).savedDraft !== null;
export const selectSavedDraft = (state: WithEditor) => selectEditor(state).savedDraft;
/** A Create or Save that found no server, made again once it answers; null when there is none. */
export const selectRetryOnReconnect = (state: WithEditor) => selectEditor(state).retryOnReconnect;
export const selectAssignDialogOpen = (state: WithEditor) => selectEditor(state).assignDialogOpen;
export const selectCancelDialog = (state: WithEditor) => selectEditor(state).cancelDialog;
/** Whether the API keeps a cancel's reason (extension 'cancelReason'): the dialog asks for one only then. */
export const selectAsksCancelReason = (state: WithApiExtensions) => selectApiOffers(state, 'cancelReason');
/** The reason a cancel sends: the dialog's, trimmed; none when blank or when the API keeps none. */
export const selectCancelReason = (state: WithEditor & WithApiExtensions): string | undefined => {
  const reason = selectEditor(state).cancelDialog.reason.trim();
  return selectAsksCancelReason(state) && reason !== '' ? reason : undefined;
};
export const selectImageStatus = (state: WithEditor, field: ImageField) => selectEditor(state).imageStatus[field];
export const selectConflict = (state: WithEditor) => selectEditor(state).conflict;
/** The tournament as the server last answered it (what this page loaded or last saved). */
export const selectStoredTournament = (state: WithEditor) => selectEditor(state).stored;

/**
 * The If-Match of the page's next write: the version it loaded, when the API offers 'concurrency' (an API
 * without it gets none, as the spec's calls have none).
 */
export const selectIfMatch = (state: WithEditor & WithApiExtensions): string | undefined => {
  const version = selectEditor(state).stored?.version;
  return selectApiOffers(state, 'concurrency') && version !== undefined ? etagOf(version) : undefined;
};

/** The scalar fields and time configuration of the working copy (undefined before it exists). */
export const selectFields = (state: WithEditor) => selectEditor(state).copy?.fields;
export const selectStatus = (state: WithEditor) => selectEditor(state).copy?.status;
export const selectScoreDriver = (state: WithEditor) => selectEditor(state).copy?.fields.score_driver;

const emptyTiers = tiersAdapter.getInitialState();
const emptyConditions = conditionsAdapter.getInitialState();
const tierSelectors = tiersAdapter.getSelectors((state: WithEditor) => selectEditor(state).copy?.tiers ?? emptyTiers);
const conditionSelectors = conditionsAdapter.getSelectors((state: WithEditor) => selectEditor(state).copy?.conditions ?? emptyConditions);

/** Row keys in order: a list renders one row per key, and each row selects its own entity. */
export const selectTierKeys = tierSelectors.selectIds;
export const selectTierByKey = tierSelectors.selectById;
export const selectTiers = tierSelectors.selectAll;
export const selectConditionKeys = conditionSelectors.selectIds;
export const selectConditionByKey = conditionSelectors.selectById;

/** The working copy as the API's Tournament: what Create, Save, Publish, Duplicate and autosave send. */
export const selectWorkingTournament = createSelector([selectCopy], (copy) => (copy ? fromWorkingCopy(copy) : undefined));

export const selectEditable = (state: WithEditor) => selectStatus(state) === TournamentStatus.Draft;

// Live validation runs the create or update rules, which never read the clock (only publish's do).
const LIVE_VALIDATION_CLOCK = new Date(0);

/** Every error of the working copy now, by the rules its next submit (Create or Save) applies. */
export const selectLiveErrors = createSelector([selectWorkingTournament, selectIsNew], (tournament, isNew): FieldError[] =>
  tournament ? validateTournament(tournament, { mode: isNew ? 'create' : 'update', now: LIVE_VALIDATION_CLOCK }) : [],
);

/**
 * The message to show on each field, by the domain's field path (`tiers[0].rank_max`): the first error
 * of each field that was edited or marked by a failed submit.
 */
export const selectFieldErrors = createSelector([selectLiveErrors, selectEditor], (liveErrors, editor): Record<string, MessageRef> => {
  const copy = editor.copy;
  if (!copy) return {};
  const keys = { tiers: copy.tiers.ids, wagering_conditions: copy.conditions.ids };
  const shown = liveErrors.filter((error) => editor.touched.includes(toKeyedPath(error.field, keys)));
  const reported = editor.reportedErrors.map((error) => ({ ...error, field: toIndexPath(error.field, keys) }));
  const messages: Record<string, MessageRef> = {};
  for (const { field, message } of [...shown, ...reported]) messages[field] ??= message;
  return messages;
});

export const selectFieldError = (state: WithEditor, field: string): MessageRef | undefined => selectFieldErrors(state)[field];

const amountOrNull = (amount: number | null) => (amount === null ? null : formatAmount(amount));

/**
 * Spec §5 totals as shown: each tier's (null when it has none), bonus money in lei, free spins; written as every
 * amount is (formatAmount: '.' between thousands, ',' before the decimals), as Publish's confirmation shows them.
 */
export const selectTotals = createSelector([selectTiers], (tiers) => ({
  tierTotals: Object.fromEntries(tiers.map((tier) => [tier.key, amountOrNull(tierTotal(tier))])) as Record<string, string | null>,
  poolPrize: formatLei(poolPrizeTotal(tiers)),
  freeSpins: formatAmount(freeSpinsTotal(tiers)),
}));

const messages = defineMessages({
  notFound: { id: 'editor.header.notFound', defaultMessage: 'Not found' },
  loadError: { id: 'editor.header.loadError', defaultMessage: 'Error: {message}' },
  loading: { id: 'editor.header.loading', defaultMessage: 'Loading...' },
  // One text per status (its Romanian agrees with 'turneu'), then ' - {title}' when it has one.
  heading: {
    id: 'editor.header.heading',
    defaultMessage:
      '{status, select, 0 {Draft tournament} 1 {In Progress tournament} 2 {Completed tournament} 3 {Canceled tournament} other {Tournament}}{titled, select, yes { - {title}} other {}}',
  },
});

/** The page's heading: 'Loading...', 'Not found', or '{status label} tournament - {title}'; the same reference while they stay. */
export const selectHeaderText = createSelector(
  [selectOpened, selectLoadStatus, (state: WithEditor) => selectEditor(state).loadError, selectStatus, (state: WithEditor) => selectEditor(state).copy?.fields.title],
  (opened, loadStatus, loadError, status, title): Text => {
    if (opened === 'new') return messageRef(editorMessages.createTitle);
    if (loadStatus === 'notFound') return messageRef(messages.notFound);
    if (loadStatus === 'failed') return messageRef(messages.loadError, { message: loadError ?? '' });
    if (status === undefined || title === undefined) return messageRef(messages.loading);
    return messageRef(messages.heading, { status, titled: title ? 'yes' : 'no', title });
  },
);

/**
 * When an In Progress tournament starts, while that is still to come (the lists call it Scheduled): the heading
 * says so (issue 27). undefined for any other status; the caller compares it with the time now.
 */
export const selectScheduledStart = (state: WithEditor): number | undefined =>
  selectStatus(state) === TournamentStatus.InProgress ? parseTimestamp(selectFields(state)?.time_configuration.start) : undefined;

/** Spec §2 header buttons of the tournament page (none on /create or before the tournament loads). */
export const selectHeaderButtons = createSelector(
  [selectStatus, (state: WithEditor) => selectEditor(state).copy?.fields.opt_in_condition, selectIsNew, (state: WithEditor & WithApiExtensions) => selectApiOffers(state, 'simulate')],
  (status, optIn, isNew, simulationOffered) => {
  const shown = status !== undefined && !isNew;
  const inProgress = status === TournamentStatus.InProgress;
  return {
    cancel: shown && inProgress,
    assignPlayer: shown && inProgress && optIn === OptInCondition.OptIn,
    publish: shown && status === TournamentStatus.Draft,
    duplicate: shown,
    simulate: shown && simulationOffered,
  };
  },
);

/** Which tabs can be chosen (tabReadings.ts holds both readings of each). */
export const selectEnabledTabs = createSelector([selectStatus], (status) => ({
  tournament: true,
  leaderboard: leaderboardTabEnabled(status),
  bonusOutbox: bonusOutboxTabEnabled(status),
  boosters: true,
}));
