import type { Insertable } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import type { Db } from '../../src/db/database';
import type { BonusOutboxTable } from '../../src/db/schema';
import type { BonusGateway, BonusRequest } from '../../src/outbox/bonusGateway';
import { DemoBonusGateway } from '../../src/outbox/demoBonusGateway';

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

/** The demo gateway's answers, every call recorded by idempotency key, each taking a little while (to widen races). */
export class RecordingGateway implements BonusGateway {
  readonly keys: string[] = [];
  private readonly demo = new DemoBonusGateway();

  constructor(private readonly delayMs = 0) {}

  async send(request: BonusRequest): Promise<void> {
    this.keys.push(request.idempotencyKey);
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    await this.demo.send(request);
  }

  /** How many times each key was sent. */
  countsByKey(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const key of this.keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  }
}
