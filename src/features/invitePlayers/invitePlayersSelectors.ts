import { createSelector } from '@reduxjs/toolkit';
import { INVITED_PLAYER_IDS_MAX } from '../../domain/inputLimits';
import { readPlayerIdList } from './playerIdList';
import { invitationResultsAdapter, selectInvitePlayersSlice, type InvitationStatus, type InvitePlayersState } from './invitePlayersSlice';

type WithInvitePlayers = { invitePlayers?: InvitePlayersState };

/** The results list's page size: thousands of ids are shown a page at a time. */
export const INVITATION_RESULTS_PAGE_SIZE = 50;

/** The order of the statuses in the counts and the filter. */
export const INVITATION_STATUSES: readonly InvitationStatus[] = ['invited', 'already_on_board', 'not_seen', 'disqualified', 'notSent', 'invalid'];

const slice = selectInvitePlayersSlice;
export const selectInviteDialogOpen = (state: WithInvitePlayers) => slice(state).open;
export const selectInvitationText = (state: WithInvitePlayers) => slice(state).text;
/** The file the list was read from (null when pasted), and how it was read. */
export const selectInvitationFileName = (state: WithInvitePlayers) => slice(state).fileName;
export const selectInvitationFormat = (state: WithInvitePlayers) => slice(state).format;
export const selectInvitationError = (state: WithInvitePlayers) => slice(state).error;
export const selectInvitationFilter = (state: WithInvitePlayers) => slice(state).filter;
export const selectInvitationResultsPage = (state: WithInvitePlayers) => slice(state).page;
export const selectInvitationPhase = (state: WithInvitePlayers) => slice(state).phase;
export const selectInvitationTournamentId = (state: WithInvitePlayers) => slice(state).tournamentId;

const { selectAll: selectInvitationResults, selectTotal: selectAnsweredCount } = invitationResultsAdapter.getSelectors((state: WithInvitePlayers) => slice(state).results);

/** The list's distinct ids to send, those refused before sending, and the repeats dropped. */
export const selectInvitationList = createSelector([selectInvitationText, selectInvitationFormat], readPlayerIdList);

/** The next run to send: the first ids without an outcome (runs are answered in the list's order), at most the API's limit. */
export const selectNextInvitationRun = createSelector([selectInvitationList, selectAnsweredCount], ({ ids }, answered) =>
  ids.slice(answered, answered + INVITED_PLAYER_IDS_MAX),
);

/** How far the sending is: the ids answered of those to send. */
export const selectInvitationProgress = createSelector([selectInvitationList, selectAnsweredCount], ({ ids }, done) => ({
  done,
  total: ids.length,
  percent: ids.length === 0 ? 100 : Math.floor((done * 100) / ids.length),
}));

export interface InvitationRow {
  user_id: string;
  status: InvitationStatus;
}

/** Every id of the list with what became of it: the answered ones in order, then those not sent, then the invalid. */
export const selectInvitationRows = createSelector([selectInvitationList, selectInvitationResults], ({ ids, invalid }, results): InvitationRow[] => [
  ...results.map(({ user_id, outcome }) => ({ user_id, status: outcome })),
  ...ids.slice(results.length).map((user_id) => ({ user_id, status: 'notSent' as const })),
  ...invalid.map((user_id) => ({ user_id, status: 'invalid' as const })),
]);

/** How many ids have each status. */
export const selectInvitationCounts = createSelector([selectInvitationRows], (rows) => {
  const counts = Object.fromEntries(INVITATION_STATUSES.map((status) => [status, 0])) as Record<InvitationStatus, number>;
  for (const { status } of rows) counts[status] += 1;
  return counts;
});

/** The rows the chosen filter shows. */
export const selectFilteredInvitationRows = createSelector([selectInvitationRows, selectInvitationFilter], (rows, filter) =>
  filter === 'all' ? rows : rows.filter((row) => row.status === filter),
);
