import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { selectUnsentBadgeCount } from '../unsentSelectors';

const messages = defineMessages({
  failed: { id: 'unsent.badge.failed', defaultMessage: 'The unsent count could not be loaded' },
  // {count} rather than #: English shows '1234 unsent bonuses', as it always has.
  count: { id: 'unsent.badge.count', defaultMessage: '{count} unsent bonuses' },
});

/**
 * Spec §2 Navbar: a red count beside 'Unsent bonuses', '!' when the count failed to load, hidden at zero.
 * Its own markup (app.css draws it as antd's small Badge): antd's Badge and its scrolling digits were
 * some 4 KB gzip on the first route (issue 6, figure 1).
 */
export function UnsentCountBadge() {
  const intl = useIntl();
  const count = useAppSelector(selectUnsentBadgeCount);
  if (count === 0) return null;
  const title = count === '!' ? intl.formatMessage(messages.failed) : intl.formatMessage(messages.count, { count });
  return (
    <sup className="unsent-count-badge" title={title}>
      {count}
    </sup>
  );
}
