import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take, takeLeading } from 'redux-saga/effects';
import { invitePlayers, type InvitationResult } from '../../api/playerInvitations';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef } from '../../i18n/text';
import { abortableCall } from '../../lib/abortableCall';
import { errorMessageWithDetail } from '../../lib/errorMessage';
import { selectInvitationPhase, selectInvitationTournamentId, selectNextInvitationRun } from './invitePlayersSelectors';
import {
  invitationRestRequested,
  invitationsAnswered,
  invitationsFailed,
  invitationsFinished,
  invitationsRequested,
  invitationsStopped,
  invitePlayersLeft,
  type InvitationPhase,
} from './invitePlayersSlice';

const messages = defineMessages({
  unexpectedAnswer: { id: 'invitePlayers.sagas.unexpectedAnswer', defaultMessage: 'The server did not answer for each id sent' },
});

/** The answer gives each id of the run its outcome, in the run's order (what the next run's start relies on). */
const answersEach = (run: readonly string[], results: readonly InvitationResult[]) =>
  results.length === run.length && results.every((result, index) => result.user_id === run[index]);

/**
 * Sends the ids without an outcome yet in runs of INVITED_PLAYER_IDS_MAX, one after another, each run's outcomes
 * stored before the next starts; a failed run stops there, so that 'Invite the rest' sends only what has none.
 */
export function* inviteRemaining(): SagaIterator {
  const tournamentId: number | null = yield select(selectInvitationTournamentId);
  if (tournamentId === null) return;
  for (;;) {
    const run: string[] = yield select(selectNextInvitationRun);
    if (run.length === 0) break;
    let results: InvitationResult[];
    try {
      results = yield abortableCall(invitePlayers, tournamentId, run);
    } catch (error) {
      // The server's reason ('400 - Bad Request: ...', the 409's status) is what the dialog shows.
      yield put(invitationsFailed({ error: errorMessageWithDetail(error) }));
      return;
    }
    if (!answersEach(run, results)) {
      yield put(invitationsFailed({ error: messageRef(messages.unexpectedAnswer) }));
      return;
    }
    yield put(invitationsAnswered(results));
  }
  yield put(invitationsFinished({ tournamentId }));
}

/** A run that the store accepted (sending) goes on until it ends, Stop is pressed or its tab closes, which abort the request in flight. */
function* inviteUntilStopped(): SagaIterator {
  const phase: InvitationPhase = yield select(selectInvitationPhase);
  if (phase !== 'sending') return;
  yield race({ run: call(inviteRemaining), stopped: take(invitationsStopped), left: take(invitePlayersLeft) });
}

export function* invitePlayersSagas(): SagaIterator {
  // A second press while sending is ignored.
  yield takeLeading([invitationsRequested, invitationRestRequested], inviteUntilStopped);
}
