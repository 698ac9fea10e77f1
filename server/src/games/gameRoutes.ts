import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { GAME_IDS_MAX, ID_MAX, TEXT_MAX_LENGTH } from '../../../src/domain/inputLimits';
import { defineMessages } from '../../../src/i18n/defineMessages';
import type { AppContext } from '../appContext';
import { BoundedInteger, SingleLineText } from '../http/inputSchemas';
import { notFound } from '../http/errors';
import { GameInfoSchema, toGameInfo, type GameRow } from './gameInfo';
import { findGame, findGames, findGamesByIds } from './gameQueries';
import { gameThumbnailSvg } from './gameThumbnailSvg';

/** Spec §9: the picker loads 500 games a page. */
const DEFAULT_PAGE_SIZE = 500;
const MAX_PAGE_SIZE = 1000;

const GameId = BoundedInteger(0, ID_MAX);
const Paging = {
  take: Type.Optional(BoundedInteger(0, MAX_PAGE_SIZE, { description: `default ${DEFAULT_PAGE_SIZE}` })),
  skip: Type.Optional(BoundedInteger(0, ID_MAX)),
};
const tags = ['Games'];

const M = defineMessages({
  notFound: { id: 'server.games.notFound', defaultMessage: 'Game not found' },
});

export async function gameRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const infos = (rows: GameRow[]) => rows.map((row) => toGameInfo(row, ctx.config.publicUrl));
  const page = (query: { take?: number; skip?: number }) => ({ take: query.take ?? DEFAULT_PAGE_SIZE, skip: query.skip ?? 0 });

  api.get(
    '/api/game-feeds/infos',
    {
      schema: {
        tags,
        summary: 'A page of the game catalog, by id',
        querystring: Type.Object(Paging),
        response: { 200: Type.Array(GameInfoSchema) },
      },
    },
    async function readGamePage(request) {
      return infos(await findGames(ctx.db, page(request.query)));
    },
  );

  api.get(
    '/api/game-feeds/infos/search',
    {
      schema: {
        tags,
        summary: 'Games whose name or vendor contains q (any case); an empty q gives the first page',
        querystring: Type.Object({ q: Type.Optional(SingleLineText(TEXT_MAX_LENGTH.search)), ...Paging }),
        response: { 200: Type.Array(GameInfoSchema) },
      },
    },
    async function searchGames(request) {
      return infos(await findGames(ctx.db, { ...page(request.query), text: request.query.q }));
    },
  );

  api.post(
    '/api/game-feeds/infos',
    {
      schema: {
        tags,
        summary: 'The games with the given ids (a JSON array), in that order; unknown ids are left out',
        body: Type.Array(GameId, { maxItems: GAME_IDS_MAX }),
        response: { 200: Type.Array(GameInfoSchema) },
      },
    },
    async function readGamesByIds(request) {
      return infos(await findGamesByIds(ctx.db, request.body));
    },
  );

  // Public: <img> tags cannot send a token, and a drawing of a game's name and vendor tells nothing secret.
  api.get(
    '/thumbnails/games/:id.svg',
    { config: { public: true }, schema: { params: Type.Object({ id: GameId }) } },
    async function sendGameThumbnail(request, reply) {
      const game = await findGame(ctx.db, request.params.id);
      if (!game) throw notFound(M.notFound);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(gameThumbnailSvg(game));
    },
  );
}
