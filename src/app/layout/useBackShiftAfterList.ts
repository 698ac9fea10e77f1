import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How far (px) the element after the list must move back to start where the list's last shown item ends: a
 * wrapping row of links leaves up to one link's width empty at its end, plus the row's gap, and antd's Menu puts
 * its '…' right after the last link. Measured again when the list or an item changes size, or the hidden items
 * change; applied as a transform, it changes no layout, so no measurement feeds back on itself.
 */
export function useBackShiftAfterList(listRef: RefObject<HTMLElement>, hiddenKeys: ReadonlySet<string>): number {
  const [shift, setShift] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list?.parentElement) return undefined;
    const rowGap = parseFloat(getComputedStyle(list.parentElement).columnGap) || 0;
    const items = Array.from(list.children) as HTMLElement[];
    const lastShown = items.filter((item) => !hiddenKeys.has(item.dataset.key ?? '')).at(-1);
    const measure = () => {
      const listBox = list.getBoundingClientRect();
      const end = lastShown?.getBoundingClientRect().right ?? listBox.left;
      setShift(Math.max(0, Math.round(listBox.right - end + rowGap)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const element of [list, ...items]) observer.observe(element);
    return () => observer.disconnect();
  }, [listRef, hiddenKeys]);
  return shift;
}
