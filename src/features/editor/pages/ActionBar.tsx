import type { ReactNode } from 'react';

/**
 * A page's main action in a bar fixed to the bottom of the window (spec §2's Save bar, and Create's since issue 27),
 * reachable without scrolling a long form to its end. The page's content sits in `editor-page-with-action-bar`, so
 * its last field does not hide behind the bar.
 */
export function ActionBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="editor-action-bar" aria-label={label}>
      {children}
    </section>
  );
}
