import { Empty, Spin } from 'antd';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { List, type ListImperativeAPI, type RowRendererParams } from 'react-virtualized';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { selectPickerError, selectPickerLoading, selectVisibleGameIds } from '../gamesSelectors';
import { gameSelectionToggled } from '../gamesSlice';
import { GameRow } from './GameRow';

const messages = defineMessages({
  none: { id: 'games.list.none', defaultMessage: 'No games found' },
  label: { id: 'games.list.label', defaultMessage: 'Games' },
});

/** Spec §9. */
export const GAME_ROW_HEIGHT = 110;
export const GAME_LIST_HEIGHT = 300;
/**
 * Rows rendered beyond the view in the scroll direction. react-virtualized's default of 10 kept 15 rows in the DOM, whose
 * layout, paint and layers each scrolled frame pays for; 3 still mounts a row, and requests its thumbnail, 330 px early.
 */
const OVERSCAN_ROWS = 3;

/** Where a key moves the active game of `count`, or undefined for a key that does not move it. */
function movedIndex(key: string, active: number, count: number): number | undefined {
  if (key === 'ArrowDown') return Math.min(active + 1, count - 1);
  if (key === 'ArrowUp') return Math.max(active - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

interface GameListProps {
  /** A fixed width: the modal's is fixed, and jsdom, having no layout, could not measure one. */
  width: number;
  readOnly: boolean;
}

/**
 * The picker's virtualized list of games (thousands of rows stay cheap), or 'No games found'. A multi-select listbox
 * that is one tab stop, however many games it holds: focus stays on the list, which names its active game
 * (aria-activedescendant) and draws the ring on it; the arrow keys, Home and End move it, scrolled into view, and
 * Space or Enter selects or unselects it. A click selects or unselects the game clicked, which becomes the active one.
 * The active game is named only while its row is rendered: a row scrolled far away by the mouse is not in the page.
 */
export function GameList({ width, readOnly }: GameListProps) {
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectVisibleGameIds);
  const loading = useAppSelector(selectPickerLoading);
  const failed = useAppSelector(selectPickerError) !== null;
  const { formatMessage } = useIntl();
  const optionIdPrefix = useId();
  const list = useRef<ListImperativeAPI>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [rendered, setRendered] = useState({ first: 0, last: -1 });
  if (ids.length === 0 && !loading) return failed ? null : <Empty description={formatMessage(messages.none)} />;
  // The list can shrink under it (a search, 'Show only selected').
  const active = Math.min(activeIndex, ids.length - 1);
  const optionId = (index: number) => `${optionIdPrefix}-game-${ids[index]}`;
  const toggle = (index: number) => {
    if (!readOnly) dispatch(gameSelectionToggled(ids[index]));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (ids.length === 0) return;
    const moved = movedIndex(event.key, active, ids.length);
    if (moved !== undefined) {
      setActiveIndex(moved);
      list.current?.scrollToRow({ index: moved });
    } else if (event.key === ' ' || event.key === 'Enter') {
      toggle(active);
    } else {
      return;
    }
    // Not the browser's own scrolling of the list's box, nor the dialog's Enter.
    event.preventDefault();
  };
  const renderRow = ({ index, key, style }: RowRendererParams) => (
    <GameRow
      key={key}
      id={ids[index]}
      optionId={optionId(index)}
      active={index === active}
      readOnly={readOnly}
      style={style}
      onClick={() => {
        setActiveIndex(index);
        toggle(index);
      }}
    />
  );
  return (
    <Spin spinning={loading}>
      <List
        ref={list}
        className="game-list"
        role="listbox"
        // Its rows' box is not a row: the options belong to the listbox.
        containerRole="presentation"
        aria-label={formatMessage(messages.label)}
        containerProps={{
          'aria-multiselectable': true,
          'aria-activedescendant': ids.length > 0 && active >= rendered.first && active <= rendered.last ? optionId(active) : undefined,
          onKeyDown,
        }}
        width={width}
        height={GAME_LIST_HEIGHT}
        rowCount={ids.length}
        rowHeight={GAME_ROW_HEIGHT}
        rowRenderer={renderRow}
        overscanRowCount={OVERSCAN_ROWS}
        onRowsRendered={({ overscanStartIndex, overscanStopIndex }) => setRendered({ first: overscanStartIndex, last: overscanStopIndex })}
      />
    </Spin>
  );
}
