import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { OutboxEntry } from '../../../domain/outboxEntry';
import { useAppSelector } from '../../../app/hooks';
import { selectApiOffers } from '../../../app/apiExtensionsSlice';
import { TimestampCell } from '../../../components/TimestampCell';
import { defineMessages } from '../../../i18n/defineMessages';
import type { Text } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { AdminUserName } from '../../adminUsers/ui';
import { selectOutboxEmptyText, selectOutboxTableRows } from '../bonusOutboxSelectors';
import { OutboxEntryTable, outboxEntryColumns } from './OutboxEntryTable';

const messages = defineMessages({
  sent: { id: 'bonusOutbox.columns.sent', defaultMessage: 'Sent' },
  sentBy: { id: 'bonusOutbox.columns.sentBy', defaultMessage: 'Sent by' },
  caption: { id: 'bonusOutbox.table.caption', defaultMessage: 'Bonus Outbox' },
});

function columns(now: number, withErrors: boolean, format: (text: Text) => string): TableColumnsType<OutboxEntry> {
  const shared = outboxEntryColumns(now, format);
  return [
    shared.rank,
    shared.userId,
    shared.score,
    shared.bonusCode,
    shared.created,
    { title: format(messages.sent), dataIndex: 'sent', render: (sent: string | null) => <TimestampCell value={sent} now={now} /> },
    shared.failures,
    // Automatic sends have no sender.
    { title: format(messages.sentBy), dataIndex: 'sent_by', render: (sentBy: string | null) => (sentBy === null ? '-' : <AdminUserName id={sentBy} />) },
    // Beyond the spec: after its columns, which keep their places.
    ...(withErrors ? [shared.lastError] : []),
  ];
}

/** Spec §2 "Bonus Outbox tab": the entries by rank, or 'Loading...', 'Error: {message}' or 'No entries' in their place. */
export function BonusOutboxTable() {
  const format = useFormatText();
  const entries = useAppSelector(selectOutboxTableRows);
  const emptyText = useAppSelector(selectOutboxEmptyText);
  // Relative times are as of opening the tab.
  const [now] = useState(Date.now);
  const withErrors = useAppSelector((state) => selectApiOffers(state, 'outboxErrors'));
  return <OutboxEntryTable caption={format(messages.caption)} columns={columns(now, withErrors, format)} entries={entries} emptyText={format(emptyText)} />;
}
