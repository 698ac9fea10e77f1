import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { OutboxEntry } from '../../../domain/outboxEntry';
import { useAppSelector } from '../../../app/hooks';
import { selectBulkSendSummary } from '../bulkSendSelectors';

const entryName = (entry: OutboxEntry) => `${entry.user_id} - ${entry.bonus_code}`;

const withReasons = (entries: Array<{ entry: OutboxEntry; message: string }>, tone: 'danger' | 'secondary') =>
  entries.map(({ entry, message }) => ({
    key: entry.id,
    text: (
      <span>
        {entryName(entry)}: <Typography.Text type={tone}>{message}</Typography.Text>
      </span>
    ),
  }));

function Section({ title, items }: { title: string; items: Array<{ key: number; text: ReactNode }> }) {
  if (items.length === 0) return null;
  // Plain list markup: antd's List is deprecated in antd 6 and warns in the console.
  return (
    <section aria-label={title}>
      <Typography.Text strong>{`${title}: ${items.length}`}</Typography.Text>
      <ul>
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
    </section>
  );
}

/** What one run sent, what failed again (with the reason), what others sent meanwhile, and what Stop left unsent. */
export function BulkSendSummaryList() {
  const { sent, failed, taken, notSent } = useAppSelector(selectBulkSendSummary);
  return (
    <>
      <Section title="Sent" items={sent.map((entry) => ({ key: entry.id, text: entryName(entry) }))} />
      <Section title="Failed again" items={withReasons(failed, 'danger')} />
      <Section title="Sent or being sent by someone else" items={withReasons(taken, 'secondary')} />
      <Section title="Not sent (stopped)" items={notSent.map((entry) => ({ key: entry.id, text: entryName(entry) }))} />
    </>
  );
}
