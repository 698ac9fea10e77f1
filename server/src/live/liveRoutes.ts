import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ID_MAX } from '../../../src/domain/inputLimits';
import { defineMessages } from '../../../src/i18n/defineMessages';
import type { AppContext } from '../appContext';
import { badRequest } from '../http/errors';
import { serverText } from '../http/serverText';
import { staffQuota } from '../http/staffQuota';
import { TournamentParams } from '../boards/leaderboardSchemas';
import { BoardStream } from './boardStream';

const tags = ['Leaderboard'];

/** The multiplexed route's limit: the Running list's cards on one stream (a browser opens 6 connections per host). */
export const MAX_STREAMED_BOARDS = 50;

const MESSAGES =
  'Server-Sent Events. At once and then at most once a second per board while it changes: `event: change`, `id: <version>`, ' +
  '`data: {"tournament_id", "version", "players", "leader": {"user_id", "user_name", "total_score"} | null}`; the version grows with every ' +
  'change of the board and is the same on every server instance. A `: heartbeat` comment every 15 s. `event: end`, ' +
  '`data: {"tournament_id", "status"}` when the tournament stops being In Progress (completed, canceled, or its end passed). ' +
  'Send the staff token in the Authorization header (read the stream with fetch: EventSource cannot send it, and a token in the URL is logged). ' +
  'The stream closes when that token expires: reconnect with a fresh one.';

// The list's shape and count are parseIds' to check, with words a person reads (the pattern's text is no message).
const IdsQuery = Type.Object({
  ids: Type.String({ maxLength: 11 * MAX_STREAMED_BOARDS, description: `Up to ${MAX_STREAMED_BOARDS} tournament ids, comma-separated` }),
});
const ID_LIST = /^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/;

const M = defineMessages({
  idList: { id: 'server.live.idList', defaultMessage: 'ids: must be tournament ids separated by commas, e.g. 3,7,12' },
  tooManyIds: { id: 'server.live.tooManyIds', defaultMessage: 'ids: at most {max} tournaments on one stream' },
  idTooLarge: { id: 'server.live.idTooLarge', defaultMessage: 'ids: each must be at most {max}' },
  tooManyStreams: {
    id: 'server.live.tooManyStreams',
    defaultMessage: 'You already have {max} live streams open: close a console tab you no longer use, the live view reconnects by itself',
  },
});

/** What a staff member over the cap is told to wait: the console's own longest reconnection wait. */
const STREAMS_RETRY_AFTER_SECONDS = 30;

function parseIds(ids: string): number[] {
  if (!ID_LIST.test(ids)) throw badRequest(M.idList);
  const parsed = [...new Set(ids.split(',').map(Number))];
  if (parsed.length > MAX_STREAMED_BOARDS) throw badRequest(serverText(M.tooManyIds, { max: MAX_STREAMED_BOARDS }));
  if (parsed.some((id) => id > ID_MAX)) throw badRequest(serverText(M.idTooLarge, { max: ID_MAX }));
  return parsed;
}

/** Tournament-engine §3: live changes of one board, or of several on one stream (the Running list). */
export async function liveRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const open = new Set<BoardStream>();
  const { liveIntervalMs: intervalMs, liveHeartbeatMs: heartbeatMs } = ctx.config;
  const max = ctx.config.liveStreamsPerStaff;
  // Open streams per staff member (decision 123): a stream holds a socket for as long as its token lives.
  const quota = staffQuota(max, serverText(M.tooManyStreams, { max }), STREAMS_RETRY_AFTER_SECONDS);

  async function streamBoards(request: FastifyRequest, reply: FastifyReply, tournamentIds: number[]): Promise<FastifyReply> {
    quota.claim(request.caller.id, reply);
    // The client left (perhaps while the boards were read): no timer, subscription or read stays behind.
    const left = new Promise<void>((resolve) => reply.raw.once('close', () => resolve()));
    const stream = await BoardStream.open(ctx.liveBoards, tournamentIds, { intervalMs, heartbeatMs, closeAt: request.caller.expiresAt });
    open.add(stream);
    stream.body.on('close', () => open.delete(stream));
    void left.then(() => stream.close());
    return reply
      .type('text/event-stream')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(stream.body);
  }

  // Open streams never end by themselves: the server's close ends them, else it would wait for them.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.close();
  });

  app.get(
    '/api/leaderboard/:id/changes',
    { schema: { tags, summary: "A stream of the leaderboard's changes (Server-Sent Events)", description: MESSAGES, params: TournamentParams, produces: ['text/event-stream'] } },
    async function streamBoardChanges(request, reply) {
      return streamBoards(request, reply, [request.params.id]);
    },
  );

  app.get(
    '/api/leaderboards/changes',
    {
      schema: {
        tags,
        summary: `The changes of up to ${MAX_STREAMED_BOARDS} leaderboards on one stream (Server-Sent Events); it closes when all have ended`,
        description: MESSAGES,
        querystring: IdsQuery,
        produces: ['text/event-stream'],
      },
    },
    async function streamBoardsChanges(request, reply) {
      return streamBoards(request, reply, parseIds(request.query.ids));
    },
  );
}
