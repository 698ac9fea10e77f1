/**
 * The numbers the demo's made-up players draw from. Seeded (mulberry32), not Math.random: the seed's 14 days
 * of history are the same events for the same seed and start time, so a board that looks wrong can be made again.
 */
export type RandomSource = () => number;

/** Uniform in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from a text (FNV-1a), so each demo tournament draws its own sequence whatever its row id. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export const chance = (random: RandomSource, probability: number): boolean => random() < probability;

export function pick<T>(random: RandomSource, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** Rounded to cents, as money is. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;
