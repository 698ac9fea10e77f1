import type { BonusGateway, BonusRequest } from './bonusGateway';

/** Stands in for the operator's bonus system: every bonus is credited, except codes starting with FAIL. */
export class DemoBonusGateway implements BonusGateway {
  async send(request: BonusRequest): Promise<void> {
    if (request.bonusCode.toUpperCase().startsWith('FAIL')) {
      throw new Error(`Bonus system refused bonus code ${request.bonusCode}`);
    }
  }
}
