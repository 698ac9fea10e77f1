import type { AvailableBonus } from '../../api/bonuses';
import { BonusType } from '../../domain/enums';

/** The catalog as the server sends it (by code). */
export const availableBonuses: AvailableBonus[] = [
  { code: 'BM_50', name: 'Bonus money 50', type: BonusType.BonusMoney, nominal_name: '50 lei', image_url: '', value: 50 },
  { code: 'FS_10', name: 'Ten free spins', type: BonusType.FreeSpins, nominal_name: '', image_url: '', value: 10 },
  { code: 'IPHONE', name: 'iPhone 16', type: BonusType.Items, nominal_name: '', image_url: 'http://localhost/iphone.png', value: 0 },
];
