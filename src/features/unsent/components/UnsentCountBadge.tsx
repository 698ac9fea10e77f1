import { Badge } from 'antd';
import type { PropsWithChildren } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectUnsentBadgeCount } from '../unsentSelectors';

/** Spec §2 Navbar: a red count on 'Unsent bonuses', '!' when the count failed to load, hidden at zero. */
export function UnsentCountBadge({ children }: PropsWithChildren) {
  const count = useAppSelector(selectUnsentBadgeCount);
  const title = count === '!' ? 'The unsent count could not be loaded' : `${count} unsent bonuses`;
  return (
    <Badge count={count} size="small" offset={[6, -4]} title={title}>
      {children}
    </Badge>
  );
}
