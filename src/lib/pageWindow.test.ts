import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('shows every page of a short board', () => {
    expect(pageWindow(1, 1, 3)).toEqual([1]);
    expect(pageWindow(2, 3, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 8, 3)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('shows the first, the last and the pages within the margin of the current one', () => {
    expect(pageWindow(1, 20, 3)).toEqual([1, 2, 3, 4, 20]);
    expect(pageWindow(10, 20, 3)).toEqual([1, 7, 8, 9, 10, 11, 12, 13, 20]);
    expect(pageWindow(20, 20, 3)).toEqual([1, 17, 18, 19, 20]);
  });

  it('stays small for ten thousand pages', () => {
    expect(pageWindow(5000, 10_000, 3)).toEqual([1, 4997, 4998, 4999, 5000, 5001, 5002, 5003, 10_000]);
  });

  it('shows nothing for an empty board', () => {
    expect(pageWindow(1, 0, 3)).toEqual([]);
  });
});
