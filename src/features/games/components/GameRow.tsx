import type { CSSProperties } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectGameById, selectIsGameSelected } from '../gamesSelectors';

interface GameRowProps {
  id: number;
  /** The row's element id, which the list names as its active option. */
  optionId: string;
  /** The list's active game: its focus ring is drawn here while the list has focus (gamePicker.css). */
  active: boolean;
  readOnly: boolean;
  /** react-virtualized positions each row with it. */
  style: CSSProperties;
  onClick: () => void;
}

/**
 * One option of the picker's list (GameList): thumbnail, name, vendor and a box ticked while it is selected. The
 * option is the control, named by the name and vendor it shows (the thumbnail, shown beside the name, adds nothing
 * to it: an option's content is one text to assistive technology); the box is drawn by gamePicker.css from the option's
 * aria-selected, not a checkbox of its own (an option holds no control). Rows mount while the list scrolls, so name
 * and vendor are plain text styled like antd's Typography (gamePicker.css), without its per-component hooks.
 */
export function GameRow({ id, optionId, active, readOnly, style, onClick }: GameRowProps) {
  const game = useAppSelector((state) => selectGameById(state, id));
  const selected = useAppSelector((state) => selectIsGameSelected(state, id));
  if (!game) return null;
  return (
    // The list takes the focus and the keys for its options (aria-activedescendant): an option takes neither.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      id={optionId}
      className={active ? 'game-row game-row--active' : 'game-row'}
      role="option"
      aria-selected={selected}
      aria-disabled={readOnly || undefined}
      style={style}
      onClick={onClick}
    >
      {/* Sized before it arrives, and decoded off the main thread where the browser can. */}
      <img className="game-row__thumbnail" src={game.thumbnail} alt="" width={100} height={100} decoding="async" />
      <div className="game-row__text">
        <strong className="game-row__name">{game.game_name}</strong>
        <span className="game-row__vendor">{game.vendor}</span>
      </div>
      <span className="game-row__tick" />
    </div>
  );
}
