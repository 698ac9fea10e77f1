import { useAppSelector } from '../../../app/hooks';
import { selectUnsentBadgeCount } from '../unsentSelectors';

/**
 * Spec §2 Navbar: a red count beside 'Unsent bonuses', '!' when the count failed to load, hidden at zero.
 * Its own markup (app.css draws it as antd's small Badge): antd's Badge and its scrolling digits were
 * some 4 KB gzip on the first route (issue 6, figure 1).
 */
export function UnsentCountBadge() {
  const count = useAppSelector(selectUnsentBadgeCount);
  if (count === 0) return null;
  const title = count === '!' ? 'The unsent count could not be loaded' : `${count} unsent bonuses`;
  return (
    <sup className="unsent-count-badge" title={title}>
      {count}
    </sup>
  );
}
