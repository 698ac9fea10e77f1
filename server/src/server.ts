import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppContext } from './appContext';
import { startBackgroundJobs } from './backgroundJobs';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { startDemoEvents } from './demo/demoEventsOnStart';
import { refuseDemoPasswordBeyondLoopback } from './idp/demoPasswordGuard';
import { LiveBoards } from './live/liveBoards';
import { ScoringThreads } from './simulate/scoringThreads';
import { SimulationQueue } from './simulate/simulationQueue';
import { DemoBonusGateway } from './outbox/demoBonusGateway';
import { seedDemoDataOnStart } from './seed/seedDemoData';
import { completeDueTournaments } from './tournaments/tournamentCompletion';
import type { BonusGateway } from './outbox/bonusGateway';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** An already open database (tests share one between two instances); otherwise opened from config. */
  database?: DatabaseHandle;
  gateway?: BonusGateway;
  now?: () => Date;
  signInClock?: () => Date;
  /** The embedded database cannot be restarted: main.ts exits so that a supervisor restarts the server. */
  onDatabaseGone?: (message: string) => void;
}

export async function startServer(config: ServerConfig, options: ServerOptions = {}): Promise<RunningServer> {
  await refuseDemoPasswordBeyondLoopback(config);
  const database = options.database ?? (await openDatabase({ ...config, onDatabaseGone: options.onDatabaseGone }));
  const now = options.now ?? (() => new Date());
  const liveBoards = new LiveBoards({
    db: database.db,
    now,
    intervalMs: config.liveIntervalMs,
    completeDue: () => completeDueTournaments(ctx),
    listenTo: database.embedded ? undefined : database.pool.options,
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    gateway: options.gateway ?? new DemoBonusGateway(),
    now,
    signInClock: options.signInClock,
    liveBoards,
    simulations: { queue: new SimulationQueue(config.simulate), threads: new ScoringThreads(config.simulate.heapMb) },
  };
  let app: FastifyInstance | undefined;
  try {
    await liveBoards.start();
    if (config.seedDemoData) await seedDemoDataOnStart(ctx);
    app = await buildApp(ctx);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close();
    await liveBoards.stop();
    if (!options.database) await database.close();
    throw error;
  }
  const stopJobs = config.backgroundJobs ? startBackgroundJobs(ctx) : async () => {};
  const stopDemo = config.demoEvents ? await startDemoEvents(app, ctx) : async () => {};
  const listening = app;
  return {
    url: `http://127.0.0.1:${config.port}`,
    app: listening,
    ctx,
    async stop() {
      await stopDemo();
      await stopJobs();
      await listening.close();
      await liveBoards.stop();
      await ctx.simulations.threads.stop();
      if (!options.database) await database.close();
    },
  };
}
