import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../lib/format';
import { formatRelativeTime } from '../lib/relativeTime';

/** A table cell's date and time with how long ago it was under it, or '-' when there is none (spec §2). */
export function TimestampCell({ value, now }: { value: string | null; now: number }) {
  // The language shown: the cell is drawn again when it changes.
  const { locale } = useIntl();
  if (value === null) return <>-</>;
  return (
    <>
      {formatDateTime(value)}
      <br />
      <Typography.Text type="secondary">{formatRelativeTime(value, now, locale)}</Typography.Text>
    </>
  );
}
