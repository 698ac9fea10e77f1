import { Type, TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { notFound } from '../http/errors';
import { GameInfoSchema, toGameInfo, type GameRow } from './gameInfo';
import { findGame, findGames, findGamesByIds } from './gameQueries';
import { gameThumbnailSvg } from './gameThumbnailSvg';

/** Spec §9: the picker loads 500 games a page. */
const DEFAULT_PAGE_SIZE = 500;
const MAX_PAGE_SIZE = 1000;
const MAX_IDS = 10_000;

const GameId = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
const Paging = {
  take: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE_SIZE, description: `default ${DEFAULT_PAGE_SIZE}` })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
};
const tags = ['Games'];

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
    async (request) => infos(await findGames(ctx.db, page(request.query))),
  );

  api.get(
    '/api/game-feeds/infos/search',
    {
      schema: {
        tags,
        summary: 'Games whose name or vendor contains q (any case); an empty q gives the first page',
        querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })), ...Paging }),
        response: { 200: Type.Array(GameInfoSchema) },
      },
    },
    async (request) => infos(await findGames(ctx.db, { ...page(request.query), text: request.query.q })),
  );

  api.post(
    '/api/game-feeds/infos',
    {
      schema: {
        tags,
        summary: 'The games with the given ids (a JSON array), in that order; unknown ids are left out',
        body: Type.Array(GameId, { maxItems: MAX_IDS }),
        response: { 200: Type.Array(GameInfoSchema) },
      },
      // Without ajv's type coercion: `7` or `["7"]` is not a list of ids.
      // The cast: fastify types a route's compiler for the whole route schema, yet calls it per part.
      validatorCompiler: TypeBoxValidatorCompiler as never,
    },
    async (request) => infos(await findGamesByIds(ctx.db, request.body)),
  );

  // Public: <img> tags cannot send a token, and a drawing of a game's name and vendor tells nothing secret.
  api.get(
    '/thumbnails/games/:id.svg',
    { config: { public: true }, schema: { params: Type.Object({ id: GameId }) } },
    async (request, reply) => {
      const game = await findGame(ctx.db, request.params.id);
      if (!game) throw notFound('Game not found');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(gameThumbnailSvg(game));
    },
  );
}
