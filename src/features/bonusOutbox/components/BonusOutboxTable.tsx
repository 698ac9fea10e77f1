import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { OutboxEntry } from '../../../domain/outboxEntry';
import { useAppSelector } from '../../../app/hooks';
import { selectApiOffers } from '../../../app/apiExtensionsSlice';
import { TimestampCell } from '../../../components/TimestampCell';
import { AdminUserName } from '../../adminUsers/AdminUserName';
import { selectOutboxEmptyText, selectOutboxTableRows } from '../bonusOutboxSelectors';
import { OutboxEntryTable, outboxEntryColumns } from './OutboxEntryTable';

function columns(now: number, withErrors: boolean): TableColumnsType<OutboxEntry> {
  const shared = outboxEntryColumns(now);
  return [
    shared.rank,
    shared.userId,
    shared.score,
    shared.bonusCode,
    shared.created,
    { title: 'Sent', dataIndex: 'sent', render: (sent: string | null) => <TimestampCell value={sent} now={now} /> },
    shared.failures,
    // Automatic sends have no sender.
    { title: 'Sent by', dataIndex: 'sent_by', render: (sentBy: string | null) => (sentBy === null ? '-' : <AdminUserName id={sentBy} />) },
    // Beyond the spec: after its columns, which keep their places.
    ...(withErrors ? [shared.lastError] : []),
  ];
}

/** Spec §2 "Bonus Outbox tab": the entries by rank, or 'Loading...', 'Error: {message}' or 'No entries' in their place. */
export function BonusOutboxTable() {
  const entries = useAppSelector(selectOutboxTableRows);
  const emptyText = useAppSelector(selectOutboxEmptyText);
  // Relative times are as of opening the tab.
  const [now] = useState(Date.now);
  const withErrors = useAppSelector((state) => selectApiOffers(state, 'outboxErrors'));
  return <OutboxEntryTable columns={columns(now, withErrors)} entries={entries} emptyText={emptyText} />;
}
