import type { ReactNode } from 'react';
import './visuallyHidden.css';

/**
 * Words for screen readers only: what a sighted person gathers from the layout (a badge on its link, a caption
 * the heading above already gives), said where a reader meets it.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
