import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../lib/format';
import { formatTimeAgo } from '../lib/relativeTime';
import './timestampCell.css';

/**
 * A table cell's date and time with how long ago it was beside it, or '-' when there is none (spec §2), on one
 * line so that the rows stay compact. Every column it serves records something that has happened (computed,
 * created, sent), stamped by another machine's clock: one a little ahead of the browser's reads 'a few seconds
 * ago', never 'in a few seconds'.
 */
export function TimestampCell({ value, now }: { value: string | null; now: number }) {
  // The language shown: the cell is drawn again when it changes.
  const { locale } = useIntl();
  if (value === null) return <>-</>;
  return (
    <span className="timestamp-cell">
      <time dateTime={value}>{formatDateTime(value)}</time>{' '}
      <Typography.Text type="secondary">{formatTimeAgo(value, now, locale)}</Typography.Text>
    </span>
  );
}
