import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DAY_MS } from '../../../src/domain/dates';
import { defineMessages } from '../../../src/i18n/defineMessages';
import type { AppContext } from '../appContext';
import { badRequest, HttpError } from '../http/errors';
import { serverText } from '../http/serverText';
import { ErrorSchema, errorResponses } from '../http/errorResponses';
import { SIMULATION_WINDOW_MAX_DAYS } from '../../../src/domain/simulationWindow';
import { ScoringRefused, type ScoringRefusal } from './scoringThread';
import { SimulationBodySchema, SimulationSchema } from './simulateSchema';
import { simulate } from './simulation';
import { SimulationsBusy } from './simulationQueue';
import { boosterErrors, type BoosterRuleFields } from '../../../src/domain/boosterValidation';
import type { FieldError } from '../../../src/domain/tournamentValidation';
import type { TimeConfiguration } from '../../../src/domain/tournament';
import { rejectIfInvalid } from '../tournaments/tournamentLifecycle';

// The API's words for the window rules of src/domain/simulationWindow.ts, naming its fields.
const M = defineMessages({
  toBeforeFrom: { id: 'server.simulate.toBeforeFrom', defaultMessage: 'to: must be after from' },
  tooLong: { id: 'server.simulate.tooLong', defaultMessage: 'to: must be at most {maxDays} days after from' },
  clientClosed: { id: 'server.simulate.clientClosed', defaultMessage: 'The client closed the request' },
  busy: {
    id: 'server.simulate.busy',
    defaultMessage: 'Too many simulations are running or waiting: try again in {seconds, plural, one {# second} other {# seconds}}',
  },
  tooManyPlayers: {
    id: 'server.simulate.tooManyPlayers',
    defaultMessage: 'The window has more than {maxPlayers, number} players, more than Simulate may hold: simulate a shorter window',
  },
  outOfMemory: {
    id: 'server.simulate.outOfMemory',
    defaultMessage: 'The window needs more than the {heapMb, number} MB of memory Simulate may use: simulate a shorter window',
  },
});

/** The window as instants: from before to, at most 35 days apart, else a 400 naming `to`. */
function windowOf(body: { from: string; to: string }): { from: Date; to: Date } {
  const from = new Date(body.from);
  const to = new Date(body.to);
  if (to <= from) throw badRequest(M.toBeforeFrom);
  if (to.getTime() - from.getTime() > SIMULATION_WINDOW_MAX_DAYS * DAY_MS) throw badRequest(serverText(M.tooLong, { maxDays: SIMULATION_WINDOW_MAX_DAYS }));
  return { from, to };
}

/** Aborted when the client goes away before the answer is sent: a replay it no longer waits for stops. */
function abortedOnHangUp(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Answers of a run stopped at its bounds: the window is too big for what a run may hold (422: the same request would fail again). */
function refusal(reason: ScoringRefusal, bounds: AppContext['config']['simulate']): HttpError {
  if (reason === 'tooManyPlayers') return new HttpError(422, serverText(M.tooManyPlayers, { maxPlayers: bounds.maxPlayers }));
  return new HttpError(422, serverText(M.outOfMemory, { heapMb: bounds.heapMb }));
}

/**
 * The Boosters tab's rules (spec §5) for the boosters the run would apply (one marked deleted is not), each error
 * named by the booster's place in the body: `boosters[2].multiplier`.
 */
function appliedBoosterErrors(boosters: ReadonlyArray<BoosterRuleFields & { deleted?: boolean }>, tournament: Pick<TimeConfiguration, 'start' | 'end'>): FieldError[] {
  return boosters.flatMap((booster, place) => (booster.deleted ? [] : boosterErrors(booster, tournament, (name) => `boosters[${place}].${name}`)));
}

/** Engine spec §4: replay a draft (or any tournament) over past events before publishing it. */
export async function simulateRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/tournaments/simulate',
    {
      schema: {
        tags: ['Tournaments'],
        summary: "Replay the stored events of a window (at most 35 days) through a tournament's rules; stores nothing",
        description:
          'As if the tournament had run in [from, to): its start and end are the window, its weekdays, conditions, ' +
          "ingestion configuration and tiers those of the body (the form's working copy, unsaved edits included); boosters " +
          "keep their place relative to the tournament's start. Opt-In Required counts every player as opted in (the most the " +
          'rules could give away); Invite Only counts the players staff assigned to tournament.id. Answers the projected board ' +
          '(its first 100 rows), the players each tier reaches and the cost: bonus money in lei, free spins counted, items one ' +
          'per player. A window with no events answers an empty board. Runs are bounded (SIMULATE_* in the configuration): ' +
          'one past the running limits waits its turn (the answer comes later, its wait in Server-Timing `queue;dur=`), one ' +
          'past the waiting limits is refused with 429 and Retry-After; a window whose board passes SIMULATE_MAX_PLAYERS ' +
          "players or whose replay passes SIMULATE_HEAP_MB answers 422.",
        body: SimulationBodySchema,
        response: { 200: SimulationSchema, ...errorResponses(400), 422: ErrorSchema, 429: ErrorSchema },
      },
    },
    async function simulateTournament(request, reply) {
      const { tournament, boosters, ...window } = request.body;
      rejectIfInvalid(appliedBoosterErrors(boosters ?? [], tournament.time_configuration));
      const scanned = { tournament, boosters, ...windowOf(window) };
      const signal = abortedOnHangUp(reply);
      const bounds = ctx.config.simulate;
      const queued = performance.now();
      try {
        const release = await ctx.simulations.queue.admit(request.caller.id, signal);
        try {
          reply.header('server-timing', `queue;dur=${Math.round(performance.now() - queued)}`);
          // Its reads go after the requests' on the embedded database's one connection (database.ts).
          return await simulate(ctx.database.afterReads, ctx.simulations.threads, scanned, signal, bounds.maxPlayers);
        } finally {
          release();
        }
      } catch (error) {
        // 499 (as proxies log it): nobody reads the answer; not a server error to log.
        if (signal.aborted) throw new HttpError(499, M.clientClosed);
        if (error instanceof SimulationsBusy) {
          reply.header('retry-after', String(error.retryAfterSeconds));
          throw new HttpError(429, serverText(M.busy, { seconds: error.retryAfterSeconds }));
        }
        if (error instanceof ScoringRefused) throw refusal(error.reason, bounds);
        throw error;
      }
    },
  );
}
