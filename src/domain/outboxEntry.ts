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
  /**
   * Beyond the spec (API extension 'outboxErrors'): the gateway's answer to the latest failed attempt, null
   * once sent; absent from an API without the extension.
   */
  last_error?: string | null;
  /** Beyond the spec, on the unsent list only (issue 27): the title of the tournament; absent from an API without it. */
  tournament_title?: string;
}
