import { sql, type Kysely } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import type { Database } from '../db/schema';
import { topOfBoard } from '../boards/ranks';

/** The dispatcher's automatic attempts; entries failed this often wait for staff to resend them. */
const MAX_AUTOMATIC_ATTEMPTS = 3;

/**
 * Outbox entries for the prize ranks of every completed tournament but those in review (manual payout, issue 28),
 * created a minute after its end, in
 * every state the console shows: sent by the dispatcher (sent_by null, some after a failed attempt) or
 * resent by staff (sent_by 'admin'); pending (due in an hour, so they stay visible a while after start);
 * failed past the automatic attempts, either refused FAIL_ codes, which fail again on resend, or a
 * timed-out bonus system, which succeeds when staff resend.
 */
export async function seedOutbox(db: Kysely<Database>, now: Date): Promise<void> {
  await sql`
    INSERT INTO bonus_outbox
      (tournament_id, rank, user_id, bonus_code, total_score, created, sent, send_failures, sent_by, next_attempt_at, last_error)
    SELECT e.tournament_id, e.rank, e.user_id, e.code, e.total_score, e.created,
           CASE e.state
             WHEN 'sent' THEN e.created + e.rank * interval '2 seconds'
             WHEN 'resent' THEN e.created + interval '1 day' + e.rank * interval '1 minute'
           END,
           CASE e.state WHEN 'pending' THEN 0 WHEN 'sent' THEN (e.rank % 5 = 2)::int ELSE ${MAX_AUTOMATIC_ATTEMPTS} END,
           CASE WHEN e.state = 'resent' THEN 'admin' END,
           CASE WHEN e.state = 'pending' THEN ${now}::timestamptz + interval '1 hour' ELSE e.created + interval '3 minutes' END,
           CASE e.state
             WHEN 'refused' THEN 'Bonus system refused bonus code ' || e.code
             WHEN 'timed_out' THEN 'Bonus system did not answer within 10 seconds'
           END
    FROM (
      SELECT tr.id AS tournament_id, l.rank, l.user_id, l.total_score, t.bonus ->> 'code' AS code,
             tr.end_at + interval '1 minute' AS created,
             CASE
               WHEN t.bonus ->> 'code' LIKE 'FAIL%' THEN 'refused'
               WHEN l.rank % 9 = 4 THEN 'timed_out'
               WHEN l.rank % 8 = 3 THEN 'resent'
               WHEN l.rank % 7 = 6 THEN 'pending'
               ELSE 'sent'
             END AS state
      FROM tournaments tr
      JOIN tiers t ON t.tournament_id = tr.id
      CROSS JOIN ${topOfBoard(sql`tr.id`, sql`t.rank_max`)} AS l
      WHERE tr.status = ${TournamentStatus.Completed} AND NOT tr.manual_payout AND l.rank >= t.rank_min
    ) e`.execute(db);
}
