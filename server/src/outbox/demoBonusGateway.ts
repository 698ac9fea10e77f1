import type { BonusGateway } from './bonusGateway';

/** Stands in for the operator's bonus system: every bonus is credited, except codes starting with FAIL. */
export class DemoBonusGateway implements BonusGateway {
  async send(request: { idempotencyKey: string; userId: string; bonusCode: string }): Promise<void> {
    if (request.bonusCode.toUpperCase().startsWith('FAIL')) {
      throw new Error(`Bonus system refused bonus code ${request.bonusCode}`);
    }
  }
}
