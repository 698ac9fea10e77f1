import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, cancelled, delay, put, race, select, take } from 'redux-saga/effects';
import { toLiveBoardMessage } from '../../api/liveBoards';
import { selectApiOffers } from '../../app/apiExtensionsSlice';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef, type Text } from '../../i18n/text';
import { retryDelay } from '../../lib/backoff';
import { errorMessage } from '../../lib/errorMessage';
import { eventStreamChannel, type StreamItem } from '../../lib/eventStreamChannel';
import { liveBoardChanged, liveBoardEnded, liveConnectionLost, liveFeedStarted, liveFeedStopped, type LiveFeed } from './liveSlice';

/** Opens the stream of these boards with the given signal (api/liveBoards). */
export type OpenLiveBoards = (tournamentIds: readonly number[], signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;

const messages = defineMessages({
  silent: { id: 'live.stream.silent', defaultMessage: 'The stream went silent' },
  unreadable: { id: 'live.stream.unreadable', defaultMessage: 'An unreadable message: {message}' },
});

/** The server's heartbeat comes every 15 s: a stream silent for three of them is taken as dropped. */
export const LIVE_SILENCE_MS = 45_000;

interface StreamOutcome {
  /** The boards not ended yet: the next stream follows only these. */
  following: number[];
  /** Whether the stream delivered a message before it dropped: then the backoff starts again from 1 s. */
  delivered: boolean;
  message: Text;
}

/** Reads one opened stream until it drops, every followed board ends, or the saga is cancelled. */
function* readStream(feed: LiveFeed, channel: EventChannel<StreamItem>, following: number[]): SagaIterator<StreamOutcome> {
  let delivered = false;
  while (following.length > 0) {
    const { item }: { item?: StreamItem } = yield race({ item: take(channel), silent: delay(LIVE_SILENCE_MS) });
    if (!item) return { following, delivered, message: messages.silent };
    if (item.kind === 'dropped') return { following, delivered, message: item.message };
    if (item.kind === 'alive') continue;
    try {
      const message = toLiveBoardMessage(item.message);
      if (message?.event === 'change') yield put(liveBoardChanged({ feed, change: message.change }));
      if (message?.event === 'end') {
        yield put(liveBoardEnded({ feed, end: message.end }));
        following = following.filter((id) => id !== message.end.tournament_id);
      }
      delivered = true;
    } catch (error) {
      return { following, delivered, message: messageRef(messages.unreadable, { message: errorMessage(error) }) };
    }
  }
  return { following, delivered, message: '' };
}

/**
 * Follows the boards of `tournamentIds` for `feed` until every one has ended or the saga is cancelled
 * (its screen left: the channel closes, which aborts the fetch). A drop reconnects after the backoff,
 * following only the boards not ended yet. An API without live streams (the operator's own) is not asked.
 */
export function* followLiveBoards(feed: LiveFeed, tournamentIds: number[], open: OpenLiveBoards): SagaIterator {
  if (!(yield select(selectApiOffers, 'live'))) return;
  let following = tournamentIds;
  let drops = 0;
  yield put(liveFeedStarted({ feed, tournamentIds }));
  try {
    for (;;) {
      const ids = following;
      const channel: EventChannel<StreamItem> = yield call(eventStreamChannel, (signal) => open(ids, signal));
      let outcome: StreamOutcome;
      try {
        outcome = yield call(readStream, feed, channel, following);
      } finally {
        channel.close();
      }
      following = outcome.following;
      if (following.length === 0) break;
      drops = outcome.delivered ? 1 : drops + 1;
      // Reconnection waits 1 s, 2 s, 4 s … after consecutive drops, at most 30 s.
      const retryInMs = retryDelay(drops);
      yield put(liveConnectionLost({ feed, message: outcome.message, retryInMs }));
      yield delay(retryInMs);
    }
    yield put(liveFeedStopped({ feed, ended: true }));
  } finally {
    if (yield cancelled()) yield put(liveFeedStopped({ feed, ended: false }));
  }
}
