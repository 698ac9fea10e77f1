import type { FastifyReply, FastifyRequest } from 'fastify';
import { leaderboardExportFileName } from '../../../src/domain/leaderboardExportFileName';
import { defineMessages } from '../../../src/i18n/defineMessages';
import type { AppContext } from '../appContext';
import { serverText } from '../http/serverText';
import { staffQuota } from '../http/staffQuota';
import { leaderboardCsv } from './leaderboardCsv';
import { requireTournament } from '../boards/tournamentLock';

const M = defineMessages({
  tooManyExports: {
    id: 'server.leaderboard.tooManyExports',
    defaultMessage:
      'You already have {max, plural, one {# leaderboard export} other {# leaderboard exports}} downloading: let one finish, or cancel one you paused, then export again',
  },
});

/** What a staff member over the cap is told to wait: a 1,000,000-row export takes about 5 s to read. */
const EXPORTS_RETRY_AFTER_SECONDS = 10;

/**
 * GET /api/export/leaderboard/{id} (decision 124): the CSV read a chunk at a time as the client takes it, so that a
 * download holds no database connection while it waits on its client. Each staff member may have
 * exportsPerStaff downloads open at once on an instance; a download whose client reads nothing for exportStallMs
 * is ended (Node's socket inactivity timeout: no byte has left the socket for that long).
 */
export function leaderboardExport(ctx: AppContext) {
  const { exportsPerStaff: max, exportStallMs } = ctx.config;
  const quota = staffQuota(max, serverText(M.tooManyExports, { max }), EXPORTS_RETRY_AFTER_SECONDS);
  return async (request: FastifyRequest, reply: FastifyReply, tournamentId: number): Promise<FastifyReply> => {
    await requireTournament(ctx.db, tournamentId);
    quota.claim(request.caller.id, reply);
    reply.raw.setTimeout(exportStallMs, () => reply.raw.destroy());
    return reply
      .header('content-disposition', `attachment; filename="${leaderboardExportFileName(tournamentId, ctx.now())}"`)
      .type('text/csv; charset=utf-8')
      .send(leaderboardCsv(ctx.db, tournamentId));
  };
}
