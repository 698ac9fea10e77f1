import type { Kysely } from 'kysely';
import type { BonusStatus } from '../../../src/domain/bonusStatus';
import { BonusType } from '../../../src/domain/enums';
import type { Database, TierBonusJson } from '../db/schema';
import { gameThumbnailUrl } from './games';

interface CatalogBonus {
  code: string;
  name: string;
  type: BonusType;
  nominal_name: string;
  value: number;
  /** The demo game whose thumbnail stands in for the bonus image. */
  imageGameId: number;
  status: BonusStatus;
}

const bonus = (type: BonusType, code: string, name: string, nominal_name: string, value: number, imageGameId: number, status: BonusStatus = 'active'): CatalogBonus => ({
  type, code, name, nominal_name, value, imageGameId, status,
});

/**
 * The operator's bonus catalogue. Codes starting with FAIL are refused by the demo bonus gateway: they
 * stand for campaigns retired (or whose budget is spent) after a tournament was set up, so their outbox entries fail
 * for good; the catalogue says so in their status.
 */
export const BONUS_CATALOG: readonly CatalogBonus[] = [
  bonus(BonusType.CasinoWagering, 'CW_MATCH100_X35', '100% deposit match up to 1000 lei, 35x wagering', '100% up to 1000 lei', 1000, 11),
  bonus(BonusType.CasinoWagering, 'CW_MATCH50_X25', '50% deposit match up to 500 lei, 25x wagering', '50% up to 500 lei', 500, 12),
  bonus(BonusType.CasinoWagering, 'CW_CASHBACK10_X5', '10% cashback up to 200 lei, 5x wagering', '10% cashback', 200, 13),
  bonus(BonusType.FreeSpins, 'FS_SWEET_BONANZA_200', '200 free spins on Sweet Bonanza', '200 FS', 200, 1),
  bonus(BonusType.FreeSpins, 'FS_GATES_OLYMPUS_100', '100 free spins on Gates of Olympus', '100 FS', 100, 31),
  bonus(BonusType.FreeSpins, 'FS_BOOK_DEAD_50', '50 free spins on Book of Dead', '50 FS', 50, 3),
  bonus(BonusType.FreeSpins, 'FS_STARBURST_25', '25 free spins on Starburst', '25 FS', 25, 2),
  bonus(BonusType.FreeSpins, 'FS_SHINING_CROWN_20', '20 free spins on Shining Crown', '', 20, 19),
  bonus(BonusType.FreeSpins, 'FS_BURNING_HOT_10', '10 free spins on Burning Hot', '', 10, 18),
  bonus(BonusType.BonusMoney, 'BM_5000_LEI', '5000 lei bonus money', '5000 lei', 5000, 61),
  bonus(BonusType.BonusMoney, 'BM_2000_LEI', '2000 lei bonus money', '2000 lei', 2000, 62),
  bonus(BonusType.BonusMoney, 'BM_1000_LEI', '1000 lei bonus money', '1000 lei', 1000, 63),
  bonus(BonusType.BonusMoney, 'BM_500_LEI', '500 lei bonus money', '', 500, 64),
  bonus(BonusType.BonusMoney, 'BM_100_LEI', '100 lei bonus money', '', 100, 65),
  bonus(BonusType.Items, 'ITEM_IPHONE_16_PRO', 'iPhone 16 Pro 256 GB', 'iPhone 16 Pro', 0, 91),
  bonus(BonusType.Items, 'ITEM_PLAYSTATION_5', 'PlayStation 5 Slim', 'PlayStation 5', 0, 92),
  bonus(BonusType.Items, 'ITEM_CITY_BREAK_BRASOV', 'Weekend for two in Brașov', 'City break Brașov', 0, 93),
  bonus(BonusType.Items, 'ITEM_AIRPODS_PRO', 'AirPods Pro (2nd generation)', '', 0, 94),
  bonus(BonusType.FreeBet, 'FB_500_LEI', '500 lei free bet', '500 lei Free Bet', 500, 121),
  bonus(BonusType.FreeBet, 'FB_100_LEI', '100 lei free bet', '', 100, 122),
  bonus(BonusType.FreeBet, 'FB_25_LEI', '25 lei free bet', '', 25, 123),
  bonus(BonusType.FreeSpins, 'FAIL_FS_WINTER_RETIRED_30', '30 free spins (retired winter campaign)', '30 FS', 30, 151, 'retired'),
  bonus(BonusType.BonusMoney, 'FAIL_BM_EXPIRED_250', '250 lei bonus money (expired budget)', '250 lei', 250, 152, 'budget_expired'),
  bonus(BonusType.FreeBet, 'FAIL_FB_SPORTS_CLOSED_50', '50 lei free bet (sportsbook campaign closed)', '', 50, 153, 'retired'),
];

/** A catalogue bonus as a tier's copy of the bonus picked for it. */
function storedBonus({ type, code, name, nominal_name, value, imageGameId }: CatalogBonus, publicUrl: string): TierBonusJson {
  return { type, code, name, nominal_name, value, image_url: gameThumbnailUrl(publicUrl, imageGameId) };
}

export function tierBonus(code: string, publicUrl: string): TierBonusJson {
  const found = BONUS_CATALOG.find((entry) => entry.code === code);
  if (!found) throw new Error(`Demo data names bonus ${code}, which is not in the catalogue`);
  return storedBonus(found, publicUrl);
}

export async function seedBonuses(db: Kysely<Database>, publicUrl: string): Promise<void> {
  await db
    .insertInto('bonuses')
    .values(BONUS_CATALOG.map((entry) => ({ ...storedBonus(entry, publicUrl), status: entry.status })))
    .execute();
}
