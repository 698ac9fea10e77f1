/**
 * The page numbers (1-based) a pager shows: the first, the last, and those within `margin` of the
 * current one, ascending. At most 2 * margin + 3 numbers however many pages there are.
 */
export function pageWindow(current: number, pageCount: number, margin: number): number[] {
  if (pageCount < 1) return [];
  const from = Math.max(2, current - margin);
  const to = Math.min(pageCount - 1, current + margin);
  const middle = Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
  return pageCount === 1 ? [1] : [1, ...middle, pageCount];
}
