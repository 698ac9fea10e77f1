/** Spec §3 "Bonus outbox entry" as the API sends it; `sent` null means not sent yet. */
export interface OutboxEntry {
  id: number;
  tournament_id: number;
  rank: number;
  user_id: string;
  bonus_code: string;
  total_score: number;
  created: string;
  sent: string | null;
  send_failures: number;
  sent_by: string | null;
}
