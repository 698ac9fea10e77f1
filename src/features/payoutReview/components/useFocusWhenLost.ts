import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focus on `target` when `value` changes from one known value to another (undefined: not known yet, so arriving on
 * the tab moves nothing) with the focus lost: on the page itself, or in a dialog that is closing. The
 * button pressed for the change (a row's Disqualify, Approve payout) is gone with it, so the focus goes on from what
 * the change made, and Tab goes on from there. Focus that is somewhere stays there.
 */
export function useFocusWhenLost(target: RefObject<HTMLElement>, value: unknown): void {
  const before = useRef(value);
  useEffect(() => {
    const changed = before.current !== undefined && value !== undefined && value !== before.current;
    before.current = value;
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body || focused.closest('[role="dialog"]') !== null;
    if (changed && lost) target.current?.focus();
  }, [value, target]);
}
