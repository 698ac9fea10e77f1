import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Vendors of the demo game catalogue, many of them familiar on the Romanian market. */
export const VENDORS = [
  'Pragmatic Play', 'NetEnt', "Play'n GO", 'Evolution', 'Microgaming', 'Red Tiger', 'Big Time Gaming',
  'Nolimit City', 'Push Gaming', 'Relax Gaming', 'Yggdrasil', 'Quickspin', 'Thunderkick', 'Hacksaw Gaming',
  'ELK Studios', 'Playtech', 'Novomatic', 'EGT Digital', 'Amusnet', 'Wazdan', 'Betsoft', 'iSoftBet',
  'Blueprint Gaming', 'Spinomenal', 'Endorphina', 'Playson', 'BGaming', 'Habanero', 'CT Interactive', 'Gamomat',
] as const;

export type Vendor = (typeof VENDORS)[number];

const GAMES_PER_VENDOR = 175;
export const GAME_COUNT = VENDORS.length * GAMES_PER_VENDOR;

const ADJECTIVES = [
  'Golden', 'Wild', 'Lucky', 'Mega', 'Sweet', 'Fire', 'Royal', 'Mystic', 'Crazy', 'Frozen', 'Hot', 'Big',
  'Ancient', 'Diamond', 'Magic', 'Shining', 'Wolf', 'Dragon', 'Pirate', 'Viking', 'Aztec', 'Lightning', 'Neon',
  'Cosmic', 'Jungle', 'Starlight', 'Thunder', 'Emerald', 'Ruby', 'Silver', 'Dead', 'Happy', 'Fruit', 'Joker',
  'Buffalo', 'Carpathian', 'Danube', 'Transylvanian', 'Black Sea', 'Dracula',
];
const NOUNS = [
  'Bonanza', 'Fortune', 'Riches', 'Gems', 'Reels', 'Treasures', 'Legends', 'Quest', 'Spins', 'Jackpot', 'Kingdom',
  'Empire', 'Party', 'Hunter', 'Gold', 'Nights', 'Book', 'Crown', 'Stars', 'Fruits', 'Sevens', 'Bells', 'Wilds',
  'Raid', 'Rush', 'Temple', 'Safari', 'Heist', 'Blaze', 'Storm', 'Orbs', 'Coins', 'Cascade', 'Vault', 'Dream',
  'Odyssey', 'Carnival', 'Express', 'Tales', 'Drops',
];
const SUFFIXES = ['', ' Megaways', ' Deluxe', ' 100'];

/** Demo games are numbered 1..GAME_COUNT and vendors take turns, so a vendor's games follow from its index. */
export function gameIdsOfVendor(vendor: Vendor, count: number, skip = 0): number[] {
  const first = VENDORS.indexOf(vendor) + 1;
  return Array.from({ length: count }, (_, n) => first + (skip + n) * VENDORS.length);
}

export function gameThumbnailUrl(publicUrl: string, gameId: number): string {
  return `${publicUrl}/thumbnails/games/${gameId}.svg`;
}

/**
 * The whole catalogue in one set-based insert: names are adjective × noun × suffix, unique per id. The
 * thumbnail is this server's drawing, stored relative to the public URL so a later PUBLIC_URL still works.
 */
export async function seedGames(db: Kysely<Database>): Promise<void> {
  const a = ADJECTIVES.length;
  const n = NOUNS.length;
  await sql`
    INSERT INTO games (id, game_name, vendor, thumbnail)
    SELECT g.i,
           (${ADJECTIVES}::text[])[1 + g.i % ${a}] || ' ' || (${NOUNS}::text[])[1 + (g.i / ${a}) % ${n}]
             || (${SUFFIXES}::text[])[1 + (g.i / ${a * n}) % ${SUFFIXES.length}],
           (${VENDORS}::text[])[1 + (g.i - 1) % ${VENDORS.length}],
           'thumbnails/games/' || g.i || '.svg'
    FROM generate_series(1, ${GAME_COUNT}::int) AS g (i)`.execute(db);
}
