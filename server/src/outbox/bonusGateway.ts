/** Where bonuses are really credited: the operator's bonus system in production, a demo stand-in here. */
export interface BonusGateway {
  /**
   * Credits one bonus. `idempotencyKey` is the outbox entry's id: a gateway that sees the same key twice
   * credits once. Throws when the bonus could not be sent.
   */
  send(request: { idempotencyKey: string; userId: string; bonusCode: string }): Promise<void>;
}
