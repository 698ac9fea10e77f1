import { defineMessages } from '../../i18n/defineMessages';
import type { Text } from '../../i18n/text';
import { liveBoardsAdapter, type LiveConnectionStatus, type LiveFeed, type LiveState } from './liveSlice';

type WithLive = { live: LiveState };

export const { selectEntities: selectLiveBoardEntities, selectById: selectLiveBoard } = liveBoardsAdapter.getSelectors((state: WithLive) => state.live);

export const selectLiveConnection = (state: WithLive, feed: LiveFeed) => state.live.connections[feed];

const messages = defineMessages({
  connecting: { id: 'live.status.connecting', defaultMessage: 'Connecting…' },
  live: { id: 'live.status.live', defaultMessage: 'Live' },
  reconnecting: { id: 'live.status.reconnecting', defaultMessage: 'Reconnecting…' },
  ended: { id: 'live.status.ended', defaultMessage: 'Final' },
});

/** The status shown beside a live table: nothing while off. */
const STATUS_TEXTS: Record<LiveConnectionStatus, Text> = { off: '', ...messages };

export const selectLiveStatusText = (state: WithLive, feed: LiveFeed): Text => STATUS_TEXTS[selectLiveConnection(state, feed).status];
