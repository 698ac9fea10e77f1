import { Typography } from 'antd';
import { forwardRef, type ComponentProps } from 'react';
import './smallHeading.css';

type SmallHeadingProps = Omit<ComponentProps<typeof Typography.Title>, 'level'> & {
  /** The level the page's outline needs: 2 under the screen's h1 (a dialog's part), 3 under a section's h2 (a form's row). */
  level: 2 | 3;
};

/**
 * A heading at the level the outline needs, drawn at antd's smallest heading size (its h5), as the form's rows and
 * the dialogs' tables were drawn when they were h5 whatever came before them (issue 27: axe's heading-order). The
 * level follows the outline; the look stays.
 */
export const SmallHeading = forwardRef<HTMLElement, SmallHeadingProps>(function SmallHeading({ className, ...title }, ref) {
  return <Typography.Title ref={ref} className={className === undefined ? 'small-heading' : `small-heading ${className}`} {...title} />;
});
