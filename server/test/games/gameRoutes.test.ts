import { sql } from 'kysely';
import { useTestServer } from '../harness';

interface GameInfo {
  id: number;
  game_name: string;
  vendor: string;
  thumbnail: string;
}

const BULK_FIRST_ID = 1000;
const BULK_GAMES = 600;

describe('the games catalog', () => {
  const server = useTestServer();
  beforeAll(async () => {
    await server().ctx.db
      .insertInto('games')
      .values([
        { id: 1, game_name: 'Book of Ra', vendor: 'Novomatic', thumbnail: '' },
        { id: 2, game_name: 'Starburst', vendor: 'NetEnt', thumbnail: 'https://cdn.example/starburst.png' },
        { id: 3, game_name: 'Gold & <Glory>', vendor: 'Bookworks 100%', thumbnail: 'images/gold.png' },
      ])
      .execute();
    await sql`
      INSERT INTO games (id, game_name, vendor, thumbnail)
      SELECT n, 'Bulk game ' || n, 'Bulkco', '' FROM generate_series(${BULK_FIRST_ID}::int, ${BULK_FIRST_ID + BULK_GAMES - 1}::int) AS n`.execute(server().ctx.db);
  });

  const ids = (json: unknown) => (json as GameInfo[]).map((game) => game.id);

  describe('GET /api/game-feeds/infos', () => {
    it('answers a page of 500 by id, with absolute thumbnail URLs', async () => {
      const response = await server().request('GET', '/api/game-feeds/infos');

      expect(response.status).toBe(200);
      const games = response.json as GameInfo[];
      expect(games).toHaveLength(500);
      expect(games.slice(0, 4)).toEqual([
        { id: 1, game_name: 'Book of Ra', vendor: 'Novomatic', thumbnail: `${server().url}/thumbnails/games/1.svg` },
        { id: 2, game_name: 'Starburst', vendor: 'NetEnt', thumbnail: 'https://cdn.example/starburst.png' },
        { id: 3, game_name: 'Gold & <Glory>', vendor: 'Bookworks 100%', thumbnail: `${server().url}/images/gold.png` },
        expect.objectContaining({ id: BULK_FIRST_ID }),
      ]);
    });

    it('pages with take and skip, up to 1000 a page', async () => {
      expect(ids((await server().request('GET', '/api/game-feeds/infos?take=2&skip=1')).json)).toEqual([2, 3]);
      expect(ids((await server().request('GET', '/api/game-feeds/infos?take=1000')).json)).toHaveLength(3 + BULK_GAMES);
    });

    it.each(['take=1001', 'take=-1', 'skip=-1', 'take=abc'])('answers 400 for %s', async (query) => {
      const response = await server().request('GET', `/api/game-feeds/infos?${query}`);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: expect.any(String) });
    });

    it('answers 401 without a token', async () => {
      expect((await server().request('GET', '/api/game-feeds/infos', { token: null })).status).toBe(401);
    });
  });

  describe('GET /api/game-feeds/infos/search', () => {
    it('matches a substring of name or vendor in any case', async () => {
      expect(ids((await server().request('GET', '/api/game-feeds/infos/search?q=BOOK')).json)).toEqual([1, 3]);
      expect(ids((await server().request('GET', '/api/game-feeds/infos/search?q=netent')).json)).toEqual([2]);
    });

    it('matches % and _ literally', async () => {
      expect(ids((await server().request('GET', '/api/game-feeds/infos/search?q=100%25')).json)).toEqual([3]);
      expect(ids((await server().request('GET', '/api/game-feeds/infos/search?q=_')).json)).toEqual([]);
    });

    it('answers at most a page (500, or take) of matches', async () => {
      expect(ids((await server().request('GET', '/api/game-feeds/infos/search?q=bulk')).json)).toHaveLength(500);
      expect(ids((await server().request('GET', '/api/game-feeds/infos/search?q=bulk&take=2&skip=1')).json)).toEqual([1001, 1002]);
    });

    it('answers the first page for an empty or blank q', async () => {
      const firstPage = ids((await server().request('GET', '/api/game-feeds/infos')).json);
      expect(ids((await server().request('GET', '/api/game-feeds/infos/search?q=')).json)).toEqual(firstPage);
      expect(ids((await server().request('GET', '/api/game-feeds/infos/search?q=%20%20')).json)).toEqual(firstPage);
    });

    it('answers 400 for a q that is too long and 401 without a token', async () => {
      expect((await server().request('GET', `/api/game-feeds/infos/search?q=${'x'.repeat(201)}`)).status).toBe(400);
      expect((await server().request('GET', '/api/game-feeds/infos/search?q=a', { token: null })).status).toBe(401);
    });
  });

  describe('POST /api/game-feeds/infos', () => {
    it('answers the games of a JSON array of ids in that order, each once, unknown ids left out', async () => {
      const response = await server().request('POST', '/api/game-feeds/infos', { body: [3, 424242, 1, 3] });
      expect(response.status).toBe(200);
      expect(ids(response.json)).toEqual([3, 1]);
      expect((response.json as GameInfo[])[1].thumbnail).toBe(`${server().url}/thumbnails/games/1.svg`);
    });

    it('answers an empty list for no ids', async () => {
      expect((await server().request('POST', '/api/game-feeds/infos', { body: [] })).json).toEqual([]);
    });

    it.each([
      ['a single number', { body: 7 }],
      ['ids as strings', { body: ['1'] }],
      ['an object', { body: { ids: [1] } }],
      ['malformed JSON', { rawBody: '[1,' }],
    ])('answers 400 for a body that is %s', async (_case, options) => {
      const response = await server().request('POST', '/api/game-feeds/infos', options);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: expect.any(String) });
    });

    it('answers 401 without a token', async () => {
      expect((await server().request('POST', '/api/game-feeds/infos', { body: [1], token: null })).status).toBe(401);
    });
  });

  describe('GET /thumbnails/games/{id}.svg', () => {
    // Plain fetch, without a token, like an <img>.
    const thumbnail = async (id: number | string) => {
      const response = await fetch(`${server().url}/thumbnails/games/${id}.svg`);
      return { status: response.status, headers: response.headers, text: await response.text() };
    };

    it('draws a cacheable SVG with the initials, name and vendor, without a token', async () => {
      const response = await thumbnail(3);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
      expect(response.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(response.text).toContain('>GG</text>');
      expect(response.text).toContain('Gold &#38; &#60;Glory&#62;');
      expect(response.text).not.toContain('<Glory>');
      expect(response.text).toContain('Bookworks 100%');
    });

    it('draws the same picture every time and different pictures for different games', async () => {
      const first = await thumbnail(1);
      const again = await thumbnail(1);
      const other = await thumbnail(1001);
      expect(again.text).toBe(first.text);
      expect(other.text).not.toBe(first.text);
    });

    it('serves the thumbnail a game info points at', async () => {
      const [game] = (await server().request('POST', '/api/game-feeds/infos', { body: [1] })).json as GameInfo[];
      const response = await fetch(game.thumbnail);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('>BO</text>');
    });

    it('answers 404 for an unknown game and 400 for an id that is not one', async () => {
      expect((await thumbnail(424242)).status).toBe(404);
      expect((await thumbnail('abc')).status).toBe(400);
    });
  });
});
