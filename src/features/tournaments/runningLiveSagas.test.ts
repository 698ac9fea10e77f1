import { expectSaga } from 'redux-saga-test-plan';
import { fakeEventStreams } from '../../../test/fakeEventStreams';
import * as liveApi from '../../api/liveBoards';
import { rootReducer } from '../../../test/allFeatures';
import { aChange, changeEvent, liveDelays } from '../live/liveFixtures';
import { liveBoardChanged, liveFeedStopped } from '../live/liveSlice';
import { runningLiveSagas } from './runningLiveSagas';
import { aTournament } from './tournamentFixtures';
import { listClosed, listLoaded, listLoadFailed } from './tournamentsSlice';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('../../api/liveBoards', () => ({ ...jest.requireActual('../../api/liveBoards'), openBoardsChanges: jest.fn() }));
const openBoards = jest.mocked(liveApi.openBoardsChanges);

const running = (...ids: number[]) => listLoaded({ list: 'running', tournaments: ids.map((id) => aTournament(id)) });

function streams(...scripts: Parameters<typeof fakeEventStreams>) {
  const fake = fakeEventStreams(...scripts);
  openBoards.mockImplementation(fake.open);
  return fake;
}

const follow = () => expectSaga(runningLiveSagas).withReducer(rootReducer).provide(liveDelays().provider);

beforeEach(() => jest.resetAllMocks());

describe('the live Running list', () => {
  it("follows its cards' boards on one stream once the list is loaded, and stops when it is left", async () => {
    const fake = streams({ chunks: [changeEvent(aChange(1, 3)), changeEvent(aChange(2, 8))] });
    const { storeState } = await follow()
      .dispatch(running(1, 2))
      .put(liveBoardChanged({ feed: 'running', change: aChange(2, 8) }))
      .delay(20)
      .dispatch(listClosed({ list: 'running' }))
      .put(liveFeedStopped({ feed: 'running', ended: false }))
      .silentRun(STEPPED_RUN_MS);
    expect(fake.opened.map(({ args }) => args[0])).toEqual([[1, 2]]);
    expect(fake.opened[0].signal.aborted).toBe(true);
    expect(storeState.live.entities[1]).toMatchObject({ version: 3, players: 1000 });
  });

  it('follows the first 50 cards only (the route takes no more)', async () => {
    const fake = streams();
    await follow().dispatch(running(...Array.from({ length: 60 }, (_, index) => index + 1))).silentRun(50);
    expect(fake.opened[0].args[0]).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });

  it('follows the cards of a reload instead, and stops when a reload fails', async () => {
    const fake = streams();
    await follow()
      .dispatch(running(1))
      .delay(10)
      .dispatch(running(1, 3))
      .delay(10)
      .dispatch(listLoadFailed({ list: 'running', message: '500 - Internal Server Error' }))
      .silentRun(STEPPED_RUN_MS);
    expect(fake.opened.map(({ args }) => args[0])).toEqual([[1], [1, 3]]);
    expect(fake.opened.every(({ signal }) => signal.aborted)).toBe(true);
  });

  it('ignores the other lists and an empty Running list', async () => {
    const fake = streams();
    await follow()
      .dispatch(listLoaded({ list: 'completed', tournaments: [aTournament(4)] }))
      .dispatch(running())
      .silentRun(50);
    expect(fake.opened).toHaveLength(0);
  });

  it("follows the page shown: turning the page stops the stream and follows the next page's boards", async () => {
    const fake = streams();
    const page = (first: number) => Array.from({ length: 24 }, (_, index) => aTournament(first + index));
    await follow()
      .dispatch(listLoaded({ list: 'running', tournaments: page(1), total: 60 }))
      .delay(10)
      // The page follows its URL: a new page closes the list and opens it again.
      .dispatch(listClosed({ list: 'running' }))
      .dispatch(listLoaded({ list: 'running', tournaments: page(25), total: 60 }))
      .silentRun(STEPPED_RUN_MS);
    expect(fake.opened.map(({ args }) => args[0])).toEqual([page(1).map(({ id }) => id), page(25).map(({ id }) => id)]);
    expect(fake.opened[0].signal.aborted).toBe(true);
  });
});
