import { useLayoutEffect, useRef, useState } from 'react';

/** How far outside the viewport counts as near: a strip is rendered a little before it scrolls into view. */
const NEAR_MARGIN_PX = 600;

function isNearViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom >= -NEAR_MARGIN_PX && top <= window.innerHeight + NEAR_MARGIN_PX;
}

/**
 * Whether the element (given the returned ref) has come near the viewport; once it has, it stays so and the
 * observer is gone. Also checked at once when mounted: an element already in view is shown in the same frame
 * instead of after the observer's first report (and jsdom, which lays nothing out, finds every element near).
 */
export function useShownOnceNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (shown || element === null) return undefined;
    if (isNearViewport(element)) {
      setShown(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: `${NEAR_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return { ref, shown };
}
