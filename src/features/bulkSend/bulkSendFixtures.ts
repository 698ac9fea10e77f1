import type { AvailableBonus } from '../../api/bonuses';
import { BonusType } from '../../domain/enums';

/** The bonus list holding the codes of test/fixtures/outboxEntries.ts: 250 lei, 50 FS and 20 Free Bet. */
export const outboxBonuses: AvailableBonus[] = [
  { code: 'FAIL_BM_EXPIRED_250', name: 'Expired money', type: BonusType.BonusMoney, nominal_name: '', image_url: '', value: 250 },
  { code: 'FS_SPRING_50', name: 'Spring spins', type: BonusType.FreeSpins, nominal_name: '', image_url: '', value: 50 },
  { code: 'FB_DERBY_20', name: 'Derby bet', type: BonusType.FreeBet, nominal_name: '', image_url: '', value: 20 },
];

/** A promise and the function that settles it, for a send the test ends when it chooses. */
export function heldSend() {
  let settle: (outcome: Error | undefined) => void = () => undefined;
  const promise = new Promise<unknown>((resolve, reject) => {
    settle = (outcome) => (outcome === undefined ? resolve(undefined) : reject(outcome));
  });
  return { promise, settle };
}
