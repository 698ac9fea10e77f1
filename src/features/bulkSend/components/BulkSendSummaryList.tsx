import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { OutboxEntry } from '../../../domain/outboxEntry';
import { useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import type { MessageDescriptor } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { selectBulkSendSummary } from '../bulkSendSelectors';

// Not the outbox's 'Sent' column (when an entry was sent): the entries this run sent, which Romanian words otherwise.
const titles = defineMessages({
  sent: { id: 'bulkSend.summary.sent', defaultMessage: 'Sent' },
  failed: { id: 'bulkSend.summary.failed', defaultMessage: 'Failed again' },
  taken: { id: 'bulkSend.summary.taken', defaultMessage: 'Sent or being sent by someone else' },
  notSent: { id: 'bulkSend.summary.notSent', defaultMessage: 'Not sent (stopped)' },
});

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

function Section({ title: titleMessage, items }: { title: MessageDescriptor; items: Array<{ key: number; text: ReactNode }> }) {
  const title = useFormatText()(titleMessage);
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
      <Section title={titles.sent} items={sent.map((entry) => ({ key: entry.id, text: entryName(entry) }))} />
      <Section title={titles.failed} items={withReasons(failed, 'danger')} />
      <Section title={titles.taken} items={withReasons(taken, 'secondary')} />
      <Section title={titles.notSent} items={notSent.map((entry) => ({ key: entry.id, text: entryName(entry) }))} />
    </>
  );
}
