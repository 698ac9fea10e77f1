import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { OutboxEntry } from '../../../domain/outboxEntry';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { sendMessages } from '../messages';
import { selectIsSending } from '../unsentSelectors';
import { sendRequested } from '../unsentSlice';

/** Spec §2: one per row, disabled while its entry is being sent. */
export function SendBonusButton({ entry }: { entry: OutboxEntry }) {
  const dispatch = useAppDispatch();
  const sending = useAppSelector((state) => selectIsSending(state, entry.id));
  return (
    <Button size="small" type="primary" disabled={sending} onClick={() => dispatch(sendRequested(entry))}>
      <FormattedMessage {...sendMessages.send} />
    </Button>
  );
}
