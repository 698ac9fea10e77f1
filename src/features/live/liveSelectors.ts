import { liveBoardsAdapter, type LiveFeed, type LiveState } from './liveSlice';

type WithLive = { live: LiveState };

export const { selectEntities: selectLiveBoardEntities, selectById: selectLiveBoard } = liveBoardsAdapter.getSelectors((state: WithLive) => state.live);

export const selectLiveConnection = (state: WithLive, feed: LiveFeed) => state.live.connections[feed];

/** The status shown beside a live table: nothing while off. */
const STATUS_TEXTS = { off: '', connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…', ended: 'Final' } as const;

export const selectLiveStatusText = (state: WithLive, feed: LiveFeed): string => STATUS_TEXTS[selectLiveConnection(state, feed).status];
