/**
 * The demo platform (engine spec §5): a loop that plays the operator's platform for the running tournaments,
 * posting batches of gaming events through the real POST /api/events with its own client-credentials token, so
 * that a new user sees the leaderboards move. It never throws: a failure is logged once, then retried with a
 * growing pause until a post succeeds again; stop() ends it and waits for the batch in flight.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { OptInCondition } from '../../../src/domain/enums';
import type { GamingEvent } from '../../../src/domain/scoring';
import type { Database } from '../db/schema';
import { loadDemoPlan, type PlannedTournament } from './demoPlan';
import { clientCredentialsToken, type TokenSource } from './ingestToken';
import { anyDeposit, gamingEvent, optIn, playerAction, roleGrant, wireEvent, type PlayerAction } from '../seed/platformEvents';
import { chance, pick, seededRandom, type RandomSource } from '../seed/randomSource';

export interface DemoPlatformOptions {
  /** Where the server listens (the platform calls it over HTTP like any client). */
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  db: Kysely<Database>;
  /** The platform's clock: the events' occurred_at and the token's renewal. */
  clock: () => Date;
  /** Pause between batches. */
  intervalMs?: number;
  eventsPerBatch?: number;
  log?: (message: string) => void;
  fetch?: typeof fetch;
  random?: RandomSource;
}

export interface DemoPlatform {
  stop(): Promise<void>;
}

/** 12 events every 500 ms: about 24 a second. */
export const DEMO_INTERVAL_MS = 500;
const DEMO_EVENTS_PER_BATCH = 12;
const PLAN_RELOAD_MS = 60_000;
const MAX_BACKOFF_MS = 30_000;
const DEPOSIT_RATE = 0.03;
const ROLE_GRANT_RATE = 0.005;
const NEWCOMER_RATE = 0.02;

/** One player's next action in one tournament: a newcomer joins (opting in first where that is required), others play on. */
function nextAction(tournament: PlannedTournament, random: RandomSource): { player: PlannedTournament['players'][number]; action: PlayerAction } | undefined {
  const { rules, players, newcomers } = tournament;
  if (newcomers.length > 0 && (players.length === 0 || chance(random, NEWCOMER_RATE))) {
    const player = newcomers.pop()!;
    players.push(player);
    return { player, action: rules.opt_in_condition === OptInCondition.OptIn ? optIn(rules) : playerAction(rules, random) };
  }
  if (players.length === 0) return undefined;
  const player = pick(random, players);
  if (chance(random, DEPOSIT_RATE)) return { player, action: anyDeposit(random) };
  const role = chance(random, ROLE_GRANT_RATE) ? roleGrant(rules, random) : undefined;
  return { player, action: role ?? playerAction(rules, random) };
}

class DemoRun {
  private plan: PlannedTournament[] = [];
  private planLoadedAt = Number.NEGATIVE_INFINITY;
  private posted = 0;
  private readonly runId = randomUUID();
  private readonly tokens: TokenSource;
  private readonly fetch: typeof fetch;
  private readonly random: RandomSource;

  constructor(private readonly options: DemoPlatformOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.random = options.random ?? seededRandom(Date.now());
    this.tokens = clientCredentialsToken({ ...options, fetch: this.fetch });
  }

  private async batch(): Promise<GamingEvent[]> {
    const now = this.options.clock().getTime();
    if (now - this.planLoadedAt >= PLAN_RELOAD_MS) {
      this.plan = await loadDemoPlan(this.options.db, new Date(now));
      this.planLoadedAt = now;
    }
    const events: GamingEvent[] = [];
    if (this.plan.length === 0) return events;
    for (let k = 0; k < (this.options.eventsPerBatch ?? DEMO_EVENTS_PER_BATCH); k++) {
      const next = nextAction(pick(this.random, this.plan), this.random);
      if (next) events.push(gamingEvent(next.action, `demo-${this.runId}-${++this.posted}`, next.player, now));
    }
    return events;
  }

  private async post(events: GamingEvent[], signal: AbortSignal): Promise<void> {
    const token = await this.tokens.token(signal);
    const response = await this.fetch(`${this.options.baseUrl}/api/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(events.map(wireEvent)),
      signal,
    });
    if (response.status === 401) this.tokens.forget();
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new Error(`POST /api/events answered ${response.status}${body.message ? `: ${body.message}` : ''}`);
    }
  }

  async run(signal: AbortSignal): Promise<void> {
    const log = this.options.log ?? console.log;
    const interval = this.options.intervalMs ?? DEMO_INTERVAL_MS;
    let failures = 0;
    while (!signal.aborted) {
      try {
        const events = await this.batch();
        if (events.length > 0) await this.post(events, signal);
        if (failures > 0) log('Demo platform: posting events again.');
        failures = 0;
      } catch (error) {
        if (signal.aborted) break;
        if (failures === 0) log(`Demo platform: could not post events (${error instanceof Error ? error.message : String(error)}); retrying less often until it works.`);
        failures++;
      }
      const pause = failures === 0 ? interval : Math.min(MAX_BACKOFF_MS, interval * 2 ** failures);
      // stop() aborts the pause: the loop ends at once instead of after it.
      await delay(pause, undefined, { signal }).catch(() => undefined);
    }
  }
}

export function startDemoPlatform(options: DemoPlatformOptions): DemoPlatform {
  const abort = new AbortController();
  // run() catches what a batch throws; this is for a fault of its own, which must not take the server down.
  const running = new DemoRun(options).run(abort.signal).catch((error: unknown) => console.error('Demo platform stopped:', error));
  return {
    async stop() {
      abort.abort();
      await running;
    },
  };
}
