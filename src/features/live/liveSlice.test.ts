import { stateAfter } from '../../../test/stateAfter';
import { TournamentStatus } from '../../domain/enums';
import { inEnglish } from '../../i18n/inLanguage';
import { aChange } from './liveFixtures';
import { selectLiveBoard, selectLiveStatusText } from './liveSelectors';
import { liveBoardChanged, liveBoardEnded, liveConnectionLost, liveFeedStarted, liveFeedStopped } from './liveSlice';

const started = liveFeedStarted({ feed: 'leaderboard', tournamentIds: [7] });
const changed = (version: number, players = 1000) => liveBoardChanged({ feed: 'leaderboard', change: aChange(7, version, { players }) });
const lost = liveConnectionLost({ feed: 'leaderboard', message: 'The stream closed', retryInMs: 1000 });
const statusText = (...actions: Parameters<typeof stateAfter>) => inEnglish(selectLiveStatusText(stateAfter(...actions), 'leaderboard'));

describe('the live boards', () => {
  it("say 'Connecting…', then 'Live' with the first message, 'Reconnecting…' after a drop and 'Live' again", () => {
    expect(statusText()).toBe('');
    expect(statusText(started)).toBe('Connecting…');
    expect(statusText(started, changed(1))).toBe('Live');
    expect(statusText(started, changed(1), lost)).toBe('Reconnecting…');
    expect(stateAfter(started, changed(1), lost).live.connections.leaderboard.error).toBe('The stream closed');
    expect(statusText(started, changed(1), lost, changed(1))).toBe('Live');
  });

  it("say nothing once the screen is left, and 'Final' once every board ended", () => {
    expect(statusText(started, changed(1), liveFeedStopped({ feed: 'leaderboard', ended: false }))).toBe('');
    expect(statusText(started, changed(1), liveFeedStopped({ feed: 'leaderboard', ended: true }))).toBe('Final');
  });

  it('keep the newest version of each board, ignoring an older one', () => {
    const state = stateAfter(changed(5, 10), changed(4, 99), changed(6, 20), changed(6, 30));
    expect(selectLiveBoard(state, 7)).toMatchObject({ version: 6, players: 20, ended: null });
  });

  it("keep a board's end with its last figures", () => {
    const state = stateAfter(changed(5, 10), liveBoardEnded({ feed: 'leaderboard', end: { tournament_id: 7, status: TournamentStatus.Completed } }));
    expect(selectLiveBoard(state, 7)).toMatchObject({ version: 5, players: 10, ended: TournamentStatus.Completed });
  });

  it('keep the feeds apart', () => {
    const state = stateAfter(started, changed(1), liveFeedStarted({ feed: 'running', tournamentIds: [1, 2] }));
    expect(inEnglish(selectLiveStatusText(state, 'leaderboard'))).toBe('Live');
    expect(inEnglish(selectLiveStatusText(state, 'running'))).toBe('Connecting…');
  });
});
