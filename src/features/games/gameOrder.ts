/** Reordering a condition's games (spec §2): by drag and drop, or one place left or right. */

/** The items with the one at `from` moved to `to`; indexes out of range leave the order as it is. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < items.length;
  if (!inRange(from) || !inRange(to) || from === to) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item);
  return moved;
}

/** The ← and → buttons: one place towards the start (-1) or the end (+1); the ends stay put. */
export function moveByOne<T>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  return moveItem(items, index, index + direction);
}
