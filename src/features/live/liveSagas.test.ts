import type { Action } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { fakeEventStreams } from '../../../test/fakeEventStreams';
import { HttpStatusError } from '../../api/client';
import { rootReducer, type RootState } from '../../../test/allFeatures';
import { TournamentStatus } from '../../domain/enums';
import { inEnglish } from '../../i18n/inLanguage';
import { STREAM_CLOSED } from '../../lib/eventStreamChannel';
import { aChange, changeEvent, endEvent, HEARTBEAT, liveDelays } from './liveFixtures';
import { followLiveBoards } from './liveSagas';
import { liveBoardChanged, liveBoardEnded, liveConnectionLost, liveFeedStarted, liveFeedStopped } from './liveSlice';

const follow = (ids: number[], open: ReturnType<typeof fakeEventStreams>['open'], delays = liveDelays()) =>
  expectSaga(followLiveBoards, 'running', ids, open).withReducer(rootReducer).provide(delays.provider);

describe('following live boards', () => {
  it('opens the stream of the boards, reports each change and goes live', async () => {
    const streams = fakeEventStreams({ chunks: [changeEvent(aChange(1, 5)), HEARTBEAT, changeEvent(aChange(2, 9))] });
    const { storeState } = await follow([1, 2], streams.open)
      .put(liveFeedStarted({ feed: 'running', tournamentIds: [1, 2] }))
      .put(liveBoardChanged({ feed: 'running', change: aChange(1, 5) }))
      .put(liveBoardChanged({ feed: 'running', change: aChange(2, 9) }))
      .not.put.actionType(liveConnectionLost.type)
      .silentRun(50);
    expect(streams.opened.map(({ args }) => args[0])).toEqual([[1, 2]]);
    expect(storeState.live.entities[2]).toMatchObject({ version: 9, players: 1000, leader: { user_name: 'Ana' } });
  });

  it('reconnects after a drop, waiting 1 s, 2 s, 4 s … while it fails, from 1 s again once a stream delivered', async () => {
    const refused = { refuse: new HttpStatusError(503, 'Service Unavailable') };
    const streams = fakeEventStreams(refused, refused, refused, { chunks: [changeEvent(aChange(1, 5))], close: true }, refused, {});
    const delays = liveDelays();
    await follow([1], streams.open, delays)
      .put(liveConnectionLost({ feed: 'running', message: '503 - Service Unavailable', retryInMs: 1000 }))
      .put(liveConnectionLost({ feed: 'running', message: STREAM_CLOSED, retryInMs: 1000 }))
      .silentRun(50);
    expect(delays.waited).toEqual([1000, 2000, 4000, 1000, 2000]);
    expect(streams.opened).toHaveLength(6);
  });

  it('opens nothing and reports nothing when the API has no live streams', async () => {
    const streams = fakeEventStreams({ chunks: [changeEvent(aChange(1, 5))] });
    await expectSaga(followLiveBoards, 'running', [1], streams.open)
      .withReducer(rootReducer, { ...rootReducer(undefined, { type: 'init' }), apiExtensions: [] })
      .not.put.actionType(liveFeedStarted.type)
      .silentRun(50);
    expect(streams.opened).toHaveLength(0);
  });

  it('stops when cancelled (its screen left): the fetch is aborted and the feed is off', async () => {
    const streams = fakeEventStreams({ chunks: [changeEvent(aChange(1, 5))] });
    const { storeState } = await follow([1], streams.open).put(liveFeedStopped({ feed: 'running', ended: false })).silentRun(50);
    expect(streams.opened[0].signal.aborted).toBe(true);
    expect(storeState.live.connections.running.status).toBe('off');
  });

  it('takes a stream silent for three heartbeats as dropped, and aborts it before reconnecting', async () => {
    const streams = fakeEventStreams({ chunks: [changeEvent(aChange(1, 5))] });
    const lost: Array<ReturnType<typeof liveConnectionLost>> = [];
    await follow([1], streams.open, liveDelays({ silences: 1 }))
      .withReducer((state: RootState | undefined, action: Action) => {
        if (liveConnectionLost.match(action)) lost.push(action);
        return rootReducer(state, action);
      })
      .silentRun(50);
    expect(lost.map(({ payload: { feed, message, retryInMs } }) => ({ feed, message: inEnglish(message), retryInMs }))).toEqual([
      { feed: 'running', message: 'The stream went silent', retryInMs: 1000 },
    ]);
    expect(streams.opened).toHaveLength(2);
    expect(streams.opened[0].signal.aborted).toBe(true);
  });

  it('follows only the boards not ended after a drop, and stops once every board has ended', async () => {
    const streams = fakeEventStreams(
      { chunks: [changeEvent(aChange(1, 5)), changeEvent(aChange(2, 7)), endEvent(1)], close: true },
      { chunks: [changeEvent(aChange(2, 8)), endEvent(2, TournamentStatus.Canceled)], close: true },
    );
    const { storeState } = await follow([1, 2], streams.open)
      .put(liveBoardEnded({ feed: 'running', end: { tournament_id: 1, status: TournamentStatus.Completed } }))
      .put(liveFeedStopped({ feed: 'running', ended: true }))
      .run(500);
    expect(streams.opened.map(({ args }) => args[0])).toEqual([[1, 2], [2]]);
    expect(storeState.live.connections.running.status).toBe('ended');
    expect(storeState.live.entities[2]).toMatchObject({ version: 8, ended: TournamentStatus.Canceled });
  });

  it('takes an unreadable message as a drop instead of failing', async () => {
    const streams = fakeEventStreams({ chunks: ['event: change\ndata: {not json\n\n'] });
    await follow([1], streams.open)
      .put.like({ action: { type: liveConnectionLost.type, payload: { feed: 'running', retryInMs: 1000 } } })
      .silentRun(50);
    expect(streams.opened[0].signal.aborted).toBe(true);
  });
});
