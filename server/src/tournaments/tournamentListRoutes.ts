import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TournamentStatus } from '../../../src/domain/enums';
import { TEXT_MAX_LENGTH } from '../../../src/domain/inputLimits';
import type { Tournament } from '../../../src/domain/tournament';
import { LIST_TAKE_DEFAULT, LIST_TAKE_MAX, SORT_ORDERS, TOTAL_COUNT_HEADER, TOURNAMENT_LIST_SORTS, type TournamentListPageQuery } from '../../../src/domain/tournamentListPaging';
import type { AppContext } from '../appContext';
import { BoundedInteger, SingleLineText } from '../http/inputSchemas';
import { errorResponses } from '../http/errorResponses';
import { completeDueTournaments } from './tournamentCompletion';
import { completed, inStatus, listPage, namesAPage, runningAt, scheduledAt, wholeList, type TournamentList } from './tournamentLists';
import { countTournaments, findTournaments } from './tournamentRepository';
import { TournamentSchema } from './tournamentSchema';

const tags = ['Tournaments'];

const StringEnum = <Values extends readonly string[]>(values: Values, description: string) =>
  Type.Unsafe<Values[number]>({ type: 'string', enum: [...values], description });

/** No defaults here: whether the caller named any of them decides between a page and the spec's whole array. */
const ListPageQuery = Type.Object({
  q: Type.Optional(SingleLineText(TEXT_MAX_LENGTH.search, { description: 'Part of the title or slug (any case), or the id' })),
  sort: Type.Optional(StringEnum(TOURNAMENT_LIST_SORTS, "Sort by; without it, the list's own order")),
  order: Type.Optional(StringEnum(SORT_ORDERS, "asc or desc; with sort, asc by default; without it, the list's own direction")),
  take: Type.Optional(BoundedInteger(1, LIST_TAKE_MAX, { description: `Page size, ${LIST_TAKE_DEFAULT} by default` })),
  // Far beyond any list, and within PostgreSQL's bigint OFFSET.
  skip: Type.Optional(BoundedInteger(0, 2_000_000_000, { description: 'Tournaments before the page, 0 by default' })),
});

const TournamentListResponse = {
  ...Type.Array(TournamentSchema),
  description: 'The whole list; with any of q, sort, order, take or skip, that page of it',
  headers: { [TOTAL_COUNT_HEADER]: Type.Integer({ description: 'With a page only: how many tournaments the whole (searched) list holds' }) },
};

const listSchema = (summary: string) => ({ tags, summary, querystring: ListPageQuery, response: { 200: TournamentListResponse, ...errorResponses(400) } });

/** Spec §7's four list calls, each optionally a searched, sorted page (API extension 'listPaging'). */
export async function tournamentListRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** The whole list as the spec says, or the page asked for with the searched list's size in X-Total-Count. */
  async function listTournaments(list: TournamentList, query: TournamentListPageQuery, reply: FastifyReply): Promise<Tournament[]> {
    // Reads see completion happen on time even between two runs of the background job.
    await completeDueTournaments(ctx);
    if (!namesAPage(query)) return findTournaments(ctx.db, wholeList(list));
    const { filter, page } = listPage(list, query);
    const [tournaments, total] = await Promise.all([findTournaments(ctx.db, page), countTournaments(ctx.db, filter)]);
    void reply.header(TOTAL_COUNT_HEADER, total);
    return tournaments;
  }

  const lists: Array<[string, string, () => TournamentList]> = [
    ['running', 'In Progress tournaments that have started, ending soonest first', () => runningAt(ctx.now())],
    ['scheduled', 'In Progress tournaments not started yet, starting soonest first', () => scheduledAt(ctx.now())],
    ['completed', 'Completed tournaments, most recently ended first', () => completed],
  ];
  for (const [path, summary, listNow] of lists) {
    app.get(`/api/tournaments/${path}`, { schema: listSchema(summary) }, async function readTournamentList(request, reply) {
      return listTournaments(listNow(), request.query, reply);
    });
  }

  app.get(
    '/api/tournaments/in-status/:status',
    {
      schema: {
        ...listSchema('Tournaments in one status (0 Draft .. 3 Canceled), most recently changed first'),
        params: Type.Object({ status: Type.Integer({ minimum: TournamentStatus.Draft, maximum: TournamentStatus.Canceled }) }),
      },
    },
    async function readTournamentsInStatus(request, reply) {
      return listTournaments(inStatus(request.params.status), request.query, reply);
    },
  );
}
