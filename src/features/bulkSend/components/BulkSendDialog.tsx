import { Button, Modal, Progress, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { commonMessages } from '../../../components/commonMessages';
import { defineMessages } from '../../../i18n/defineMessages';
import { messageRef } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { sendMessages } from '../../unsent';
import { bonusValueLines } from '../bonusValueText';
import { selectBulkSendPhase, selectBulkSendProgress, selectBulkSendQuestion, selectBulkSendScope, selectBulkSendStopping } from '../bulkSendSelectors';
import { sendAllCanceled, sendAllConfirmed, stopRequested, summaryClosed, type BulkSendScope } from '../bulkSendSlice';
import { bulkSendMessages } from '../messages';
import { BulkSendSummaryList } from './BulkSendSummaryList';

// Counts as {count} rather than #: English shows '1234 failed bonuses', as it always has.
const messages = defineMessages({
  question: { id: 'bulkSend.dialog.question', defaultMessage: 'Send {count, plural, one {{count} failed bonus} other {{count} failed bonuses}}, one after another?' },
  byType: { id: 'bulkSend.dialog.byType', defaultMessage: 'What they give away, by type (values of different types are not added up):' },
  totalValueUnknown: { id: 'bulkSend.dialog.totalValueUnknown', defaultMessage: 'Total value unknown: {reason}' },
  valuing: { id: 'bulkSend.dialog.valuing', defaultMessage: 'Working out the total value...' },
  progress: { id: 'bulkSend.dialog.progress', defaultMessage: 'Sending progress' },
  done: { id: 'bulkSend.dialog.done', defaultMessage: '{done} of {total} done' },
  cancel: { id: 'bulkSend.dialog.cancel', defaultMessage: 'Cancel' },
  stop: { id: 'bulkSend.dialog.stop', defaultMessage: 'Stop' },
  stopping: { id: 'bulkSend.dialog.stopping', defaultMessage: 'Stopping after this send...' },
});

function Question() {
  const format = useFormatText();
  const { count, value, valueError } = useAppSelector(selectBulkSendQuestion);
  return (
    <>
      <Typography.Paragraph>{format(messageRef(messages.question, { count }))}</Typography.Paragraph>
      {value === null ? (
        <Typography.Paragraph>{format(messageRef(messages.totalValueUnknown, { reason: valueError === null ? '' : format(valueError) }))}</Typography.Paragraph>
      ) : (
        <section aria-label={format(messages.byType)}>
          <Typography.Text>{format(messages.byType)}</Typography.Text>
          <ul>
            {bonusValueLines(value, format).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function SendProgress() {
  const format = useFormatText();
  const { done, total, percent } = useAppSelector(selectBulkSendProgress);
  return (
    <>
      <Progress percent={percent} aria-label={format(messages.progress)} />
      <Typography.Text>{format(messageRef(messages.done, { done, total }))}</Typography.Text>
    </>
  );
}

/** The confirmation, the progress with Stop, and the summary of one 'Send all shown' run of this list. */
export function BulkSendDialog({ scope }: { scope: BulkSendScope }) {
  const format = useFormatText();
  const dispatch = useAppDispatch();
  const phase = useAppSelector(selectBulkSendPhase);
  const stopping = useAppSelector(selectBulkSendStopping);
  const ours = useAppSelector(selectBulkSendScope) === scope;
  const cancel = () => dispatch(sendAllCanceled());

  const views = {
    valuing: {
      body: <Typography.Text>{format(messages.valuing)}</Typography.Text>,
      footer: [
        <Button key="cancel" onClick={cancel}>
          {format(messages.cancel)}
        </Button>,
      ],
    },
    confirming: {
      body: <Question />,
      footer: [
        <Button key="cancel" onClick={cancel}>
          {format(messages.cancel)}
        </Button>,
        <Button key="send" type="primary" onClick={() => dispatch(sendAllConfirmed())}>
          {format(sendMessages.send)}
        </Button>,
      ],
    },
    sending: {
      body: <SendProgress />,
      footer: [
        <Button key="stop" danger disabled={stopping} onClick={() => dispatch(stopRequested())}>
          {format(stopping ? messages.stopping : messages.stop)}
        </Button>,
      ],
    },
    done: {
      body: <BulkSendSummaryList />,
      footer: [
        <Button key="close" type="primary" onClick={() => dispatch(summaryClosed())}>
          {format(commonMessages.close)}
        </Button>,
      ],
    },
  };
  const view = phase === 'idle' || !ours ? undefined : views[phase];
  return (
    <Modal open={view !== undefined} title={format(bulkSendMessages.sendAllShown)} closable={false} mask={{ closable: false }} keyboard={false} footer={view?.footer}>
      {view?.body}
    </Modal>
  );
}
