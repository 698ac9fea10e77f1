import { apiRequest } from './client';
import { adjustScoreManually, fetchLeaderboardPage, fetchPlayerRank } from './leaderboard';

jest.mock('./client');
const request = jest.mocked(apiRequest);
const signal = new AbortController().signal;

describe('leaderboard calls (spec §7)', () => {
  it('asks for pages of 100, skipping page * 100 rows', async () => {
    await fetchLeaderboardPage(12, 0, signal);
    await fetchLeaderboardPage(12, 2, signal);
    expect(request.mock.calls).toEqual([
      ['GET', '/api/leaderboard/12?take=100&skip=0', { signal }],
      ['GET', '/api/leaderboard/12?take=100&skip=200', { signal }],
    ]);
  });

  it("asks for a player's rank with the user id escaped for the path", async () => {
    await fetchPlayerRank(12, 'a/b c', signal);
    expect(request).toHaveBeenCalledWith('GET', '/api/leaderboard/12/player/a%2Fb%20c/rank', { signal });
  });

  it('puts a score adjustment with the tournament id in its body', async () => {
    const adjustment = { tournament_id: 12, user_id: 'player-3', score: 250, note: 'Goodwill' };
    await adjustScoreManually(adjustment, signal);
    expect(request).toHaveBeenCalledWith('PUT', '/api/leaderboards/adjust-score-manually', { signal, body: adjustment });
  });
});
