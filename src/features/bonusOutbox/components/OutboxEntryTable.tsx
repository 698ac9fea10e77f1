import { Table, type TableColumnType, type TableColumnsType } from 'antd';
import type { OutboxEntry } from '../../../domain/outboxEntry';
import { outboxEntryState } from '../../../domain/outboxEntryState';
import { ExpandableText } from '../../../components/ExpandableText';
import { TimestampCell } from '../../../components/TimestampCell';
import { usePageArrowNames } from '../../../components/usePageArrowNames';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { defineMessages } from '../../../i18n/defineMessages';
import type { Text } from '../../../i18n/text';
import { formatScore } from '../../../lib/format';
import { positionMessages } from '../../leaderboard';

const messages = defineMessages({
  bonusCode: { id: 'bonusOutbox.columns.bonusCode', defaultMessage: 'Bonus Code' },
  created: { id: 'bonusOutbox.columns.created', defaultMessage: 'Created' },
  failures: { id: 'bonusOutbox.columns.failures', defaultMessage: 'Failures' },
  lastError: { id: 'bonusOutbox.columns.lastError', defaultMessage: 'Last error' },
});

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
 * each list to arrange with its own. `now` is the instant relative times are counted from; `format` puts
 * the titles into the language shown.
 */
export function outboxEntryColumns(now: number, format: (text: Text) => string) {
  return {
    rank: { title: format(positionMessages.rank), dataIndex: 'rank' },
    userId: { title: format(positionMessages.userId), dataIndex: 'user_id' },
    score: { title: format(positionMessages.score), dataIndex: 'total_score', align: 'right', render: (score: number) => formatScore(score) },
    bonusCode: { title: format(messages.bonusCode), dataIndex: 'bonus_code' },
    created: { title: format(messages.created), dataIndex: 'created', render: (created: string) => <TimestampCell value={created} now={now} /> },
    failures: { title: format(messages.failures), dataIndex: 'send_failures', align: 'right' },
    /** Only where the API offers 'outboxErrors'. */
    lastError: { title: format(messages.lastError), key: 'last_error', render: (_: unknown, entry: OutboxEntry) => lastErrorCell(entry) },
  } satisfies Record<string, TableColumnType<OutboxEntry>>;
}

export interface OutboxEntryTableProps {
  /** The table's name: a visually hidden caption (the page or tab above already shows it), and its scroll box's. */
  caption: string;
  columns: TableColumnsType<OutboxEntry>;
  entries: OutboxEntry[];
  loading?: boolean;
  /** Shown in place of rows when there are none (antd's 'No data' picture otherwise). */
  emptyText?: string;
}

/** Wide tables scroll sideways inside their box on small screens instead of widening the page. */
const SCROLL_BOX_STYLE = { overflowX: 'auto' } as const;

/**
 * A paged table of outbox entries in the order given, in a box of its own that scrolls. The box takes the focus,
 * so that the keyboard scrolls it too (axe's scrollable-region-focusable: a table of text alone has nothing else
 * to focus); antd's own scrolling box (its `scroll` prop) cannot.
 */
export function OutboxEntryTable({ caption, columns, entries, loading, emptyText }: OutboxEntryTableProps) {
  const itemRender = usePageArrowNames();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
    <div role="region" aria-label={caption} tabIndex={0} style={SCROLL_BOX_STYLE}>
      <Table<OutboxEntry>
        caption={<VisuallyHidden>{caption}</VisuallyHidden>}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={entries}
        loading={loading}
        locale={emptyText === undefined ? undefined : { emptyText }}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false, itemRender }}
      />
    </div>
  );
}
