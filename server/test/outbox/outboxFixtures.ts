import type { Insertable } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import type { Db } from '../../src/db/database';
import type { BonusOutboxTable } from '../../src/db/schema';
import type { BonusGateway, BonusRequest } from '../../src/outbox/bonusGateway';
import { DemoBonusGateway } from '../../src/outbox/demoBonusGateway';
import { ConditionWatch } from '../conditionWatch';

export const T0 = new Date('2030-01-01T12:00:00Z');

export async function insertTournament(db: Db): Promise<number> {
  const { id } = await db
    .insertInto('tournaments')
    .values({
      status: TournamentStatus.Completed,
      title: 'Outbox test',
      start_at: '2029-12-01T00:00:00Z',
      end_at: '2029-12-31T00:00:00Z',
      bonus_win_amount_ingestion_configuration: '{}',
      user_role_assignment_score_configuration: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

type EntryValues = Partial<Insertable<BonusOutboxTable>> & { rank: number };

/** Outbox rows of one tournament, due at T0 unless told otherwise; returns their ids in the order given. */
export async function insertEntries(db: Db, tournamentId: number, entries: EntryValues[]): Promise<number[]> {
  const rows = await db
    .insertInto('bonus_outbox')
    .values(
      entries.map((entry) => ({
        tournament_id: tournamentId,
        user_id: `player-${entry.rank}`,
        bonus_code: 'FS-10',
        total_score: 1000 - entry.rank,
        created: T0,
        next_attempt_at: T0,
        ...entry,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Every call a test gateway received, by idempotency key. */
class CallRecord {
  readonly keys: string[] = [];

  /** How many times each key was sent. */
  countsByKey(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const key of this.keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  }
}

/** The demo gateway's answers, every call recorded by idempotency key, each taking a little while (to widen races). */
export class RecordingGateway extends CallRecord implements BonusGateway {
  private readonly demo = new DemoBonusGateway();

  constructor(private readonly delayMs = 0) {
    super();
  }

  async send(request: BonusRequest): Promise<void> {
    this.keys.push(request.idempotencyKey);
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    await this.demo.send(request);
  }
}

/**
 * A bonus system that holds every call until the test releases it (accepting the bonus), or until the server
 * gives up on the call (BONUS_GATEWAY_TIMEOUT_MS), which it counts as abandoned.
 */
export class HeldGateway extends CallRecord implements BonusGateway {
  /** Calls neither released nor abandoned. */
  pending = 0;
  abandoned = 0;
  private held: (() => void)[] = [];
  private readonly watch = new ConditionWatch();

  send(request: BonusRequest, signal: AbortSignal): Promise<void> {
    this.keys.push(request.idempotencyKey);
    return new Promise((resolve) => {
      const release = () => {
        signal.removeEventListener('abort', abandon);
        resolve();
      };
      const abandon = () => {
        this.held = this.held.filter((call) => call !== release);
        this.abandoned += 1;
        this.changed();
      };
      signal.addEventListener('abort', abandon, { once: true });
      this.held.push(release);
      this.changed();
    });
  }

  /** Accepts every call held so far; later calls are held again. */
  release(): void {
    const held = this.held;
    this.held = [];
    held.forEach((release) => release());
    this.changed();
  }

  /** Resolves once `condition` holds: checked now and whenever a call arrives, is released or is abandoned. */
  until(condition: () => boolean): Promise<void> {
    return this.watch.until(condition);
  }

  private changed(): void {
    this.pending = this.held.length;
    this.watch.changed();
  }
}
