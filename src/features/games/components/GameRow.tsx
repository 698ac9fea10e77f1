import { Checkbox } from 'antd';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { selectGameById, selectIsGameSelected } from '../gamesSelectors';
import { gameSelectionToggled } from '../gamesSlice';

const messages = defineMessages({
  select: { id: 'games.row.select', defaultMessage: 'Select {name}' },
});

interface GameRowProps {
  id: number;
  readOnly: boolean;
  /** react-virtualized positions each row with it. */
  style: CSSProperties;
}

/**
 * One row of the picker's list: thumbnail, name, vendor and the select checkbox. Rows mount while the list scrolls,
 * so name and vendor are plain text styled like antd's Typography (gamePicker.css), without its per-component hooks.
 */
export function GameRow({ id, readOnly, style }: GameRowProps) {
  const dispatch = useAppDispatch();
  const game = useAppSelector((state) => selectGameById(state, id));
  const selected = useAppSelector((state) => selectIsGameSelected(state, id));
  const { formatMessage } = useIntl();
  if (!game) return null;
  return (
    <div className="game-row" role="listitem" style={style}>
      {/* Sized before it arrives, and decoded off the main thread where the browser can. */}
      <img className="game-row__thumbnail" src={game.thumbnail} alt={game.game_name} width={100} height={100} decoding="async" />
      <div className="game-row__text">
        <strong className="game-row__name">{game.game_name}</strong>
        <span className="game-row__vendor">{game.vendor}</span>
      </div>
      <Checkbox aria-label={formatMessage(messages.select, { name: game.game_name })} checked={selected} disabled={readOnly} onChange={() => dispatch(gameSelectionToggled(id))} />
    </div>
  );
}
