export interface BonusRequest {
  idempotencyKey: string;
  userId: string;
  bonusCode: string;
}

/** Where bonuses are really credited: the operator's bonus system in production, a demo stand-in here. */
export interface BonusGateway {
  /**
   * Credits one bonus. `idempotencyKey` is the outbox entry's id: a gateway that sees the same key twice
   * credits once. Throws when the bonus could not be sent. `signal` aborts when the server stops waiting
   * (BONUS_GATEWAY_TIMEOUT_MS): the send then counts as failed, and a retry is safe thanks to the key.
   */
  send(request: BonusRequest, signal: AbortSignal): Promise<void>;
}

/** The gateway's answer, or a failure once `timeoutMs` pass: a send holds the entry's row lock (and on PGlite the only connection). */
export function sendWithin(gateway: BonusGateway, request: BonusRequest, timeoutMs: number): Promise<void> {
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error(`The bonus system did not answer within ${timeoutMs} ms`)), { once: true });
  });
  return Promise.race([gateway.send(request, signal), timedOut]);
}
