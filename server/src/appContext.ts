import type { ServerConfig } from './config';
import type { DatabaseHandle, Db } from './db/database';
import type { LiveBoards } from './live/liveBoards';
import type { BonusGateway } from './outbox/bonusGateway';
import type { ScoringThreads } from './simulate/scoringThreads';
import type { SimulationQueue } from './simulate/simulationQueue';

/** What every route module and background job is given: no module reaches for globals. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  database: DatabaseHandle;
  gateway: BonusGateway;
  /** The instance's hub of live boards (the SSE routes subscribe, writers announce through changingBoards). */
  liveBoards: LiveBoards;
  /** The instance's Simulate runs: who runs and who waits (config.simulate's limits), and their scoring threads. */
  simulations: { queue: SimulationQueue; threads: ScoringThreads };
  /** The current time; tests move it to drive the lifecycle. */
  now: () => Date;
  /** The embedded provider's clock (IdpContext.clock): real time unless a test injects one. */
  signInClock?: () => Date;
}
