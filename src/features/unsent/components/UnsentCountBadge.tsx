import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { defineMessages } from '../../../i18n/defineMessages';
import { selectUnsentBadgeCount } from '../unsentSelectors';

const messages = defineMessages({
  failed: { id: 'unsent.badge.failed', defaultMessage: 'The unsent count could not be loaded' },
  // {count} rather than #: English shows '1234 unsent bonuses', as it always has.
  count: { id: 'unsent.badge.count', defaultMessage: '{count} unsent bonuses' },
  // The link's name as a screen reader hears it; {link} is the link's own text ('Unsent bonuses').
  linkCount: { id: 'unsent.badge.linkCount', defaultMessage: '{link}, {count} unsent' },
  linkFailed: { id: 'unsent.badge.linkFailed', defaultMessage: '{link}, the count could not be loaded' },
});

/**
 * Spec §2 Navbar: the 'Unsent bonuses' link's content, its text with a red count (drawn as antd's small Badge by
 * app.css), '!' when the count failed to load, no count at zero. Screen readers hear text and count as one name
 * ('Unsent bonuses, 43 unsent'): said whole by a visually hidden text, the drawn parts hidden from them (a name
 * pieced from the drawn text and a hidden suffix got a stray space where the hidden part counts as a block).
 * Its own markup: antd's Badge and its scrolling digits were some 4 KB gzip on the first route (issue 6, figure 1).
 */
export function UnsentCountBadge({ linkText }: { linkText: string }) {
  const intl = useIntl();
  const count = useAppSelector(selectUnsentBadgeCount);
  if (count === 0) return linkText;
  const failed = count === '!';
  return (
    <>
      <span aria-hidden>{linkText}</span>
      <sup className="unsent-count-badge" title={failed ? intl.formatMessage(messages.failed) : intl.formatMessage(messages.count, { count })} aria-hidden>
        {count}
      </sup>
      <VisuallyHidden>{intl.formatMessage(failed ? messages.linkFailed : messages.linkCount, { link: linkText, count })}</VisuallyHidden>
    </>
  );
}
