import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { selectSeriesById } from '../seriesSelectors';
import { ruleEditOpened } from '../seriesSlice';
import { RepeatAsSeriesDialog } from './RepeatAsSeriesDialog';

const messages = defineMessages({
  editRule: { id: 'series.editRule', defaultMessage: 'Edit rule' },
});

/**
 * A series' 'Edit rule' (issue 28), while it has not ended: the rule's dialog opens with the series' rule; saving
 * changes its instances not started yet, never a running or finished one.
 */
export function EditRuleButton({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const series = useAppSelector((state) => selectSeriesById(state, id));
  if (!series || series.status === 'ended') return null;
  return (
    <>
      <Button onClick={() => dispatch(ruleEditOpened({ seriesId: id, recurrence: series.recurrence }))}>{formatMessage(messages.editRule)}</Button>
      <RepeatAsSeriesDialog />
    </>
  );
}
