import { useEffect, useState, type RefObject } from 'react';

/**
 * The `data-key`s of the list's items that the list's own box clips (a row the list hides), kept up to date
 * as the window or the items' widths change. Call it in the component that renders the list, so that it
 * observes the list of each mount.
 */
export function useClippedItems(listRef: RefObject<HTMLElement>): ReadonlySet<string> {
  const [clipped, setClipped] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const observer = new IntersectionObserver(
      (entries) =>
        setClipped((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            const key = (entry.target as HTMLElement).dataset.key ?? '';
            if (entry.intersectionRatio > 0.5) next.delete(key);
            else next.add(key);
          }
          return next;
        }),
      { root: list, threshold: 0.5 },
    );
    for (const item of Array.from(list.children)) observer.observe(item);
    return () => observer.disconnect();
  }, [listRef]);
  return clipped;
}
