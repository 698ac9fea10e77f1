/** Spec §4 "Outbox entry state". */
export type OutboxEntryState = 'sent' | 'pending' | 'failed';

/** Whatever carries an outbox entry's sent time (null when not sent) and failed attempts. */
export interface OutboxDelivery {
  sent: string | null;
  send_failures: number;
}

/** Sent once it has a sent time; otherwise failed after any failed attempt, else pending. */
export function outboxEntryState({ sent, send_failures }: OutboxDelivery): OutboxEntryState {
  if (sent !== null) return 'sent';
  return send_failures > 0 ? 'failed' : 'pending';
}
