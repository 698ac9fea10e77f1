import { moveByOne, moveItem } from './gameOrder';

describe('moveItem (drag and drop)', () => {
  it('moves an item forwards and backwards', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 1)).toEqual([1, 4, 2, 3]);
  });

  it('returns a new array and leaves the original alone', () => {
    const ids = [1, 2, 3];
    const moved = moveItem(ids, 2, 0);
    expect(moved).toEqual([3, 1, 2]);
    expect(ids).toEqual([1, 2, 3]);
  });

  it('keeps the order for the same place or places outside the list', () => {
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], -1, 1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 0, 3)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 0.5, 1)).toEqual([1, 2, 3]);
  });
});

describe('moveByOne (the ← → buttons)', () => {
  it('swaps with the left or right neighbour', () => {
    expect(moveByOne([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveByOne([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });

  it('leaves the first game at the start and the last at the end', () => {
    expect(moveByOne([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveByOne([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
