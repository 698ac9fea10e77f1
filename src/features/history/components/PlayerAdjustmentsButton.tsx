import { Button, Popover, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { formatText } from '../../../i18n/text';
import { signedPoints } from '../historyFormat';
import { selectAdjustmentsEmptyText, selectAdjustmentsOpenFor, selectPlayerAdjustments } from '../historySelectors';
import { adjustmentsClosed, adjustmentsOpened } from '../historySlice';
import { WhenText } from './HistoryEntryItem';
import './history.css';

const messages = defineMessages({
  adjustments: { id: 'history.adjustments.button', defaultMessage: 'Adjustments' },
  adjustmentsOf: { id: 'history.adjustments.of', defaultMessage: 'Adjustments of {playerId}' },
  // count: what other languages' plural forms go by ('points' carries the sign).
  adjustment: { id: 'history.adjustments.adjustment', defaultMessage: '<strong>{count, plural, other {{points} points}}</strong> by {name}: “{note}”' },
});

const strong = (chunks: ReactNode[]) => <Typography.Text strong>{chunks}</Typography.Text>;

function AdjustmentsList() {
  const adjustments = useAppSelector(selectPlayerAdjustments);
  const emptyText = useAppSelector(selectAdjustmentsEmptyText);
  const intl = useIntl();
  const [now] = useState(Date.now);
  if (adjustments.length === 0) return <Typography.Text>{formatText(intl, emptyText)}</Typography.Text>;
  return (
    <ul className="history-adjustments">
      {adjustments.map(({ id, at, adjusted_by, note, points }) => (
        <li key={id}>
          {intl.formatMessage(messages.adjustment, { points: signedPoints(points), count: points, name: adjusted_by.name, note, strong })}
          <br />
          <WhenText at={at} now={now} />
        </li>
      ))}
    </ul>
  );
}

/** A leaderboard row's manual adjustments (who, when, note, points), in a popover loaded when opened. */
export function PlayerAdjustmentsButton({ tournamentId, playerId }: { tournamentId: number; playerId: string }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => selectAdjustmentsOpenFor(state, playerId));
  const { formatMessage } = useIntl();
  const adjustmentsOf = formatMessage(messages.adjustmentsOf, { playerId });
  return (
    <Popover
      trigger="click"
      title={adjustmentsOf}
      open={open}
      onOpenChange={(opening) => dispatch(opening ? adjustmentsOpened({ tournamentId, playerId }) : adjustmentsClosed())}
      content={<AdjustmentsList />}
    >
      <Button size="small" aria-label={adjustmentsOf}>
        {formatMessage(messages.adjustments)}
      </Button>
    </Popover>
  );
}
