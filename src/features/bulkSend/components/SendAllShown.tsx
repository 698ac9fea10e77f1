import { Button } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OutboxEntry } from '../../../domain/outboxEntry';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectBulkSendPhase } from '../bulkSendSelectors';
import { bulkSendLeft, sendAllRequested, type BulkSendScope } from '../bulkSendSlice';
import { bulkSendMessages } from '../messages';
import { BulkSendDialog } from './BulkSendDialog';

export interface SendAllShownProps {
  scope: BulkSendScope;
  /** The failed entries the list's filter shows now, in its order. */
  entries: OutboxEntry[];
}

/** 'Send all shown' and its dialog; closing the list that shows it cancels a run under way. */
export function SendAllShown({ scope, entries }: SendAllShownProps) {
  const dispatch = useAppDispatch();
  const idle = useAppSelector(selectBulkSendPhase) === 'idle';
  useEffect(
    () => () => {
      dispatch(bulkSendLeft());
    },
    [dispatch],
  );
  return (
    <>
      <Button disabled={!idle || entries.length === 0} onClick={() => dispatch(sendAllRequested({ scope, entries }))}>
        <FormattedMessage {...bulkSendMessages.sendAllShown} />
      </Button>
      <BulkSendDialog scope={scope} />
    </>
  );
}
