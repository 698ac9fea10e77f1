import { useTestServer } from './harness';

describe('the server', () => {
  const server = useTestServer();

  it('refuses an /api call without a token with 401 and a JSON message', async () => {
    const response = await server().request('GET', '/api/tournaments/running', { token: null });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: 'Missing bearer token' });
  });

  it('refuses a token that is not a JWT with 401', async () => {
    const response = await server().request('GET', '/api/tournaments/running', { token: 'garbage' });
    expect(response.status).toBe(401);
  });

  it('answers an unknown API route with 404 and a JSON message', async () => {
    const response = await server().request('GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: expect.stringContaining('/api/no-such-thing') });
  });

  it('publishes an OpenAPI 3 document of the API without a token', async () => {
    const response = await server().request('GET', '/api/openapi.json', { token: null });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });
});
