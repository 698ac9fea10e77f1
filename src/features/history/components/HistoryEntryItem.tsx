import { Tag, Typography } from 'antd';
import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { HISTORY_ACTION_LABELS } from '../../../domain/tournamentHistory';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { defineMessages } from '../../../i18n/defineMessages';
import { formatText } from '../../../i18n/text';
import { formatDateTime } from '../../../lib/format';
import { formatTimeAgo } from '../../../lib/relativeTime';
import { describeEntry, type ChangeLine } from '../historyFormat';
import { selectHistoryEntryById } from '../historySelectors';

const messages = defineMessages({
  field: { id: 'history.changes.field', defaultMessage: 'Field' },
  before: { id: 'history.changes.before', defaultMessage: 'Before' },
  after: { id: 'history.changes.after', defaultMessage: 'After' },
  caption: { id: 'history.changes.caption', defaultMessage: 'Changes' },
});

function ChangesTable({ changes }: { changes: ChangeLine[] }) {
  const { formatMessage } = useIntl();
  return (
    <table className="history-changes">
      {/* Named for screen readers; sighted staff see it under the entry's summary. */}
      <caption>
        <VisuallyHidden>{formatMessage(messages.caption)}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{formatMessage(messages.field)}</th>
          <th scope="col">{formatMessage(messages.before)}</th>
          <th scope="col">{formatMessage(messages.after)}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map(({ label, before, after }) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{before}</td>
            <td>{after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * When, in UTC and relative to `now`: '25 Nov 2026, 08:14 UTC · 3 minutes ago'. An entry has happened, stamped by the
 * server's clock: one a little ahead of the browser's reads 'a few seconds ago', never 'in a few seconds'.
 */
export function WhenText({ at, now }: { at: string; now: number }) {
  return (
    <Typography.Text type="secondary">
      <time dateTime={at}>{formatDateTime(at)}</time> · {formatTimeAgo(at, now)}
    </Typography.Text>
  );
}

/** One entry: who, when, what happened and, for a save, each value before and after. */
export const HistoryEntryItem = memo(function HistoryEntryItem({ id, now }: { id: number; now: number }) {
  const entry = useAppSelector((state) => selectHistoryEntryById(state, id));
  const intl = useIntl();
  const { summary, changes } = useMemo(() => describeEntry(entry, (text) => formatText(intl, text)), [entry, intl]);
  return (
    <li className="history-entry" aria-label={`${entry.actor.name}: ${summary}`}>
      <div className="history-entry__head">
        <Typography.Text strong>{entry.actor.name}</Typography.Text>
        <Tag>{formatText(intl, HISTORY_ACTION_LABELS[entry.action])}</Tag>
        <WhenText at={entry.at} now={now} />
      </div>
      <div>{summary}</div>
      {changes.length > 0 && <ChangesTable changes={changes} />}
    </li>
  );
});
