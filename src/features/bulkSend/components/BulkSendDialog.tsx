import { Button, Modal, Progress, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { bonusValueText } from '../bonusValueText';
import { selectBulkSendPhase, selectBulkSendProgress, selectBulkSendQuestion, selectBulkSendScope, selectBulkSendStopping } from '../bulkSendSelectors';
import { sendAllCanceled, sendAllConfirmed, stopRequested, summaryClosed, type BulkSendScope } from '../bulkSendSlice';
import { BulkSendSummaryList } from './BulkSendSummaryList';

const bonuses = (count: number) => (count === 1 ? '1 failed bonus' : `${count} failed bonuses`);

function Question() {
  const { count, value, valueError } = useAppSelector(selectBulkSendQuestion);
  return (
    <>
      <Typography.Paragraph>Send {bonuses(count)}, one after another?</Typography.Paragraph>
      <Typography.Paragraph>
        {value === null ? `Total value unknown: ${valueError ?? ''}` : `Total value: ${bonusValueText(value)}`}
      </Typography.Paragraph>
    </>
  );
}

function SendProgress() {
  const { done, total, percent } = useAppSelector(selectBulkSendProgress);
  return (
    <>
      <Progress percent={percent} aria-label="Sending progress" />
      <Typography.Text>
        {done} of {total} done
      </Typography.Text>
    </>
  );
}

/** The confirmation, the progress with Stop, and the summary of one 'Send all shown' run of this list. */
export function BulkSendDialog({ scope }: { scope: BulkSendScope }) {
  const dispatch = useAppDispatch();
  const phase = useAppSelector(selectBulkSendPhase);
  const stopping = useAppSelector(selectBulkSendStopping);
  const ours = useAppSelector(selectBulkSendScope) === scope;
  const cancel = () => dispatch(sendAllCanceled());

  const views = {
    valuing: { body: <Typography.Text>Working out the total value...</Typography.Text>, footer: [<Button key="cancel" onClick={cancel}>Cancel</Button>] },
    confirming: {
      body: <Question />,
      footer: [
        <Button key="cancel" onClick={cancel}>
          Cancel
        </Button>,
        <Button key="send" type="primary" onClick={() => dispatch(sendAllConfirmed())}>
          Send
        </Button>,
      ],
    },
    sending: {
      body: <SendProgress />,
      footer: [
        <Button key="stop" danger disabled={stopping} onClick={() => dispatch(stopRequested())}>
          {stopping ? 'Stopping after this send...' : 'Stop'}
        </Button>,
      ],
    },
    done: {
      body: <BulkSendSummaryList />,
      footer: [
        <Button key="close" type="primary" onClick={() => dispatch(summaryClosed())}>
          Close
        </Button>,
      ],
    },
  };
  const view = phase === 'idle' || !ours ? undefined : views[phase];
  return (
    <Modal open={view !== undefined} title="Send all shown" closable={false} mask={{ closable: false }} keyboard={false} footer={view?.footer}>
      {view?.body}
    </Modal>
  );
}
