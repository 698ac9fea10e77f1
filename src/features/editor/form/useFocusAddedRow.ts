import { useEffect, useRef } from 'react';

// The first control a person fills in a row: text and number inputs, selects' search inputs, buttons.
const FIRST_CONTROL = 'input:not([disabled]), button:not([disabled]), textarea:not([disabled])';

/**
 * 'Add tier' and 'Add condition' (issue 27): the focus goes to the new row's first field rather than staying on
 * the button while the row appears above it. `rowCount` is the list's length; the rows (`.tournament-form__row`)
 * sit in `container`, the new one last. Only a press of the button moves the focus, never a load or a restore.
 */
export function useFocusAddedRow(rowCount: number) {
  const container = useRef<HTMLDivElement>(null);
  // The count when Add was pressed: the focus moves once the list is longer than that.
  const addedFrom = useRef<number | null>(null);
  useEffect(() => {
    if (addedFrom.current === null || rowCount <= addedFrom.current) return;
    addedFrom.current = null;
    const rows = container.current?.querySelectorAll('.tournament-form__row');
    rows?.[rows.length - 1]?.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
  }, [rowCount]);
  return {
    container,
    adding: () => {
      addedFrom.current = rowCount;
    },
  };
}
