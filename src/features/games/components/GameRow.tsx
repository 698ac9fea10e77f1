import { Checkbox, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectGameById, selectIsGameSelected } from '../gamesSelectors';
import { gameSelectionToggled } from '../gamesSlice';

interface GameRowProps {
  id: number;
  readOnly: boolean;
  /** react-virtualized positions each row with it. */
  style: CSSProperties;
}

/** One row of the picker's list: thumbnail, name, vendor and the select checkbox. */
export function GameRow({ id, readOnly, style }: GameRowProps) {
  const dispatch = useAppDispatch();
  const game = useAppSelector((state) => selectGameById(state, id));
  const selected = useAppSelector((state) => selectIsGameSelected(state, id));
  if (!game) return null;
  return (
    <div className="game-row" role="listitem" style={style}>
      <img className="game-row__thumbnail" src={game.thumbnail} alt={game.game_name} />
      <div className="game-row__text">
        <Typography.Text strong>{game.game_name}</Typography.Text>
        <Typography.Text type="secondary">{game.vendor}</Typography.Text>
      </div>
      <Checkbox aria-label={`Select ${game.game_name}`} checked={selected} disabled={readOnly} onChange={() => dispatch(gameSelectionToggled(id))} />
    </div>
  );
}
