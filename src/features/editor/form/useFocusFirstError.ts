import { useEffect, type RefObject } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectRefusals } from '../editorSelectors';

/**
 * After each refused Create or Save (issue 27), the first control marked invalid inside `container`, in the
 * order the page shows them, takes the focus and is brought to the middle of the window: the user starts
 * where the form needs them, not at the button they pressed at the bottom.
 */
export function useFocusFirstError(container: RefObject<HTMLElement | null>): void {
  // Not the errors themselves: an edit clears its field's, and the focus must stay where the user types.
  const refusals = useAppSelector(selectRefusals);
  useEffect(() => {
    if (refusals === 0) return;
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus({ preventScroll: true });
    // jsdom has no scrolling.
    first?.scrollIntoView?.({ block: 'center' });
  }, [refusals, container]);
}
