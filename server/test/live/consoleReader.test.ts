import type { Action } from '@reduxjs/toolkit';
import { runSaga } from 'redux-saga';
import { configureApiClient } from '../../../src/api/client';
import { openBoardChanges, openBoardsChanges } from '../../../src/api/liveBoards';
import { followLiveBoards, type OpenLiveBoards } from '../../../src/features/live/liveSagas';
import { liveBoardChanged, liveFeedStopped, type LiveFeed } from '../../../src/features/live/liveSlice';
import { ingest, round, runningTournament } from '../engine/engineFixtures';
import { completeTournament } from '../fixtures/tournamentFixture';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';
import { waitUntil } from '../db/databaseProcesses';

/** The console's own saga following `ids` against this server (which offers live streams), its actions logged. */
function follow(feed: LiveFeed, ids: number[], open: OpenLiveBoards) {
  const actions: Action[] = [];
  runSaga({ dispatch: (action: Action) => actions.push(action), getState: () => ({ apiExtensions: ['live'] }) }, followLiveBoards, feed, ids, open);
  return {
    leaders: () => actions.filter(liveBoardChanged.match).map(({ payload }) => payload.change.leader?.user_name),
    ended: () => actions.some(liveFeedStopped.match),
  };
}

/** The console's reader (src/lib/sseParser, the live saga) against the server's real streams: the two halves agree. */
describe("the console's live reader against the real streams", () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now, env: { LIVE_INTERVAL_MS: '200', LIVE_HEARTBEAT_MS: '60000' } });

  it('follows one board and the multiplexed route through a change to the end', async () => {
    configureApiClient({ apiBase: server().url, tokenProvider: () => server().token() });
    const id = await runningTournament(server(), clock);
    await ingest(server(), [round('live-1', 'live-ana', { user_name: 'Ana', stake: 50 })]);
    const tab = follow('leaderboard', [id], ([board], signal) => openBoardChanges(board, signal));
    const cards = follow('running', [id], openBoardsChanges);
    await waitUntil(() => tab.leaders().length > 0 && cards.leaders().length > 0, 'the first change on both feeds');
    await ingest(server(), [round('live-2', 'live-bo', { user_name: 'Bo', stake: 500 })]);
    await waitUntil(() => tab.leaders().includes('Bo') && cards.leaders().includes('Bo'), "Bo's lead on both feeds");
    await completeTournament(server(), clock, id);
    await waitUntil(() => tab.ended() && cards.ended(), 'both feeds to end');
    expect(tab.leaders()[0]).toBe('Ana');
  });
});
