import { apiRequest } from './client';
import { invitePlayers } from './playerInvitations';

jest.mock('./client');
const request = jest.mocked(apiRequest);
const signal = new AbortController().signal;

describe('invitePlayers', () => {
  it("posts the ids as user_ids and answers the body's results", async () => {
    const results = [{ user_id: 'p1', outcome: 'invited' }];
    request.mockResolvedValue({ results });
    await expect(invitePlayers(12, ['p1'], signal)).resolves.toEqual(results);
    expect(request).toHaveBeenCalledWith('POST', '/api/tournaments/12/players', { signal, body: { user_ids: ['p1'] } });
  });
});
