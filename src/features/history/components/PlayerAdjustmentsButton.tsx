import { Button, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { signedPoints } from '../historyFormat';
import { selectAdjustmentsEmptyText, selectAdjustmentsOpenFor, selectPlayerAdjustments } from '../historySelectors';
import { adjustmentsClosed, adjustmentsOpened } from '../historySlice';
import { WhenText } from './HistoryEntryItem';
import './history.css';

function AdjustmentsList() {
  const adjustments = useAppSelector(selectPlayerAdjustments);
  const emptyText = useAppSelector(selectAdjustmentsEmptyText);
  const [now] = useState(Date.now);
  if (adjustments.length === 0) return <Typography.Text>{emptyText === 'No data' ? 'No adjustments' : emptyText}</Typography.Text>;
  return (
    <ul className="history-adjustments">
      {adjustments.map(({ id, at, adjusted_by, note, points }) => (
        <li key={id}>
          <Typography.Text strong>{signedPoints(points)} points</Typography.Text> by {adjusted_by.name}: “{note}”
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
  return (
    <Popover
      trigger="click"
      title={`Adjustments of ${playerId}`}
      open={open}
      onOpenChange={(opening) => dispatch(opening ? adjustmentsOpened({ tournamentId, playerId }) : adjustmentsClosed())}
      content={<AdjustmentsList />}
    >
      <Button size="small" aria-label={`Adjustments of ${playerId}`}>
        Adjustments
      </Button>
    </Popover>
  );
}
