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

/**
 * The gateway's answer, or a failure once `timeoutMs` pass: the entry's send claim lasts only a little longer.
 * The timer ends with the call, so a server stopping does not wait for the time limits of calls already answered.
 */
export async function sendWithin(gateway: BonusGateway, request: BonusRequest, timeoutMs: number): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`The bonus system did not answer within ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    await Promise.race([gateway.send(request, controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
