import { Table, type TableColumnType, type TableColumnsType } from 'antd';
import type { OutboxEntry } from '../../../domain/outboxEntry';
import { outboxEntryState } from '../../../domain/outboxEntryState';
import { ExpandableText } from '../../../components/ExpandableText';
import { TimestampCell } from '../../../components/TimestampCell';
import { formatScore } from '../../../lib/format';

const PAGE_SIZE = 50;
/** About a line of the column: gateway errors can run to a stack of text. */
const LAST_ERROR_SHOWN_LENGTH = 60;

/** A failed entry's last gateway error; '-' for entries that have not failed or whose API keeps none. */
function lastErrorCell(entry: OutboxEntry) {
  if (outboxEntryState(entry) !== 'failed' || !entry.last_error) return '-';
  return <ExpandableText text={entry.last_error} shownLength={LAST_ERROR_SHOWN_LENGTH} />;
}

/**
 * The columns every list of outbox entries shows (this tab and the Unsent bonuses page), by name, for
 * each list to arrange with its own. `now` is the instant relative times are counted from.
 */
export function outboxEntryColumns(now: number) {
  return {
    rank: { title: 'Rank', dataIndex: 'rank' },
    userId: { title: 'User ID', dataIndex: 'user_id' },
    score: { title: 'Score', dataIndex: 'total_score', align: 'right', render: (score: number) => formatScore(score) },
    bonusCode: { title: 'Bonus Code', dataIndex: 'bonus_code' },
    created: { title: 'Created', dataIndex: 'created', render: (created: string) => <TimestampCell value={created} now={now} /> },
    failures: { title: 'Failures', dataIndex: 'send_failures', align: 'right' },
    /** Only where the API offers 'outboxErrors'. */
    lastError: { title: 'Last error', key: 'last_error', render: (_: unknown, entry: OutboxEntry) => lastErrorCell(entry) },
  } satisfies Record<string, TableColumnType<OutboxEntry>>;
}

export interface OutboxEntryTableProps {
  columns: TableColumnsType<OutboxEntry>;
  entries: OutboxEntry[];
  loading?: boolean;
  /** Shown in place of rows when there are none (antd's 'No data' picture otherwise). */
  emptyText?: string;
}

/** A paged table of outbox entries in the order given. */
export function OutboxEntryTable({ columns, entries, loading, emptyText }: OutboxEntryTableProps) {
  return (
    <Table<OutboxEntry>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={entries}
      loading={loading}
      locale={emptyText === undefined ? undefined : { emptyText }}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      // Wide tables scroll inside their box on small screens instead of widening the page.
      scroll={{ x: 'max-content' }}
    />
  );
}
