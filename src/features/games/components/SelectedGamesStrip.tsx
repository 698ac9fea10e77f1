import { Alert } from 'antd';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { SortableContainer, SortableElement, type SortEnd } from 'react-sortable-hoc';
import type { GameInfo } from '../../../api/games';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { defineMessages } from '../../../i18n/defineMessages';
import { moveByOne, moveItem } from '../gameOrder';
import { selectGameInfoError, selectGamesByIds } from '../gamesSelectors';
import { gameInfosNeeded } from '../gamesSlice';
import './selectedGamesStrip.css';
import { useShownOnceNearViewport } from './useShownOnceNearViewport';

const messages = defineMessages({
  label: { id: 'games.strip.label', defaultMessage: 'Selected games' },
  unknownGame: { id: 'games.strip.unknownGame', defaultMessage: 'Game {id}' },
  moveLeft: { id: 'games.strip.moveLeft', defaultMessage: 'Move {name} left' },
  moveRight: { id: 'games.strip.moveRight', defaultMessage: 'Move {name} right' },
  moved: { id: 'games.strip.moved', defaultMessage: '{name} moved to position {position} of {count}' },
});

export interface SelectedGamesStripProps {
  /** The condition's games, in order. */
  ids: number[];
  readOnly?: boolean;
  onReorder: (ids: number[]) => void;
}

interface ThumbnailProps {
  id: number;
  /** Its info; undefined until it arrives (or when the catalog does not know the game). */
  game: GameInfo | undefined;
  /** Its place in the strip (react-sortable-hoc keeps `index` to itself). */
  position: number;
  count: number;
  readOnly: boolean;
  onMove: (position: number, direction: -1 | 1) => void;
}

const SelectedGameThumbnail = memo(function SelectedGameThumbnail({ id, game, position, count, readOnly, onMove }: ThumbnailProps) {
  const { formatMessage } = useIntl();
  // Until its info arrives (or when the catalog does not know it) a game is shown by its id.
  const name = game?.game_name ?? formatMessage(messages.unknownGame, { id });
  return (
    <li className="selected-games-strip__item">
      {/* lazy and async: a big tournament shows thousands of thumbnails, most of them below the fold. */}
      {game ? (
        <img className="selected-games-strip__thumbnail" src={game.thumbnail} alt={name} loading="lazy" decoding="async" />
      ) : (
        <span className="selected-games-strip__thumbnail">#{id}</span>
      )}
      <span className="selected-games-strip__name">{name}</span>
      {/* Plain buttons, no wrappers: a big tournament shows thousands of them, and every element costs. */}
      {!readOnly && (
        <>
          <button type="button" className="selected-games-strip__move" aria-label={formatMessage(messages.moveLeft, { name })} disabled={position === 0} onClick={() => onMove(position, -1)}>
            ←
          </button>
          <button type="button" className="selected-games-strip__move" aria-label={formatMessage(messages.moveRight, { name })} disabled={position === count - 1} onClick={() => onMove(position, 1)}>
            →
          </button>
        </>
      )}
    </li>
  );
});

const SortableThumbnail = SortableElement<ThumbnailProps>(SelectedGameThumbnail);

/**
 * After a ← or → move, once the strip shows the new order: focus stays on the moved game's button of the same
 * direction (its other one when it reached the end, where that button is disabled), since the game's item may have
 * been taken out and put back, dropping focus; and the polite status says where the game now is.
 */
function useMoveFocusAndAnnouncement(ids: number[], games: (GameInfo | undefined)[]) {
  const { formatMessage } = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  const pendingMove = useRef<{ position: number; direction: -1 | 1 } | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  useLayoutEffect(() => {
    const move = pendingMove.current;
    pendingMove.current = undefined;
    if (!move) return;
    const [left, right] = Array.from(listRef.current?.children[move.position]?.querySelectorAll('button') ?? []);
    const [towards, back] = move.direction < 0 ? [left, right] : [right, left];
    (towards?.disabled ? back : towards)?.focus();
    const name = games[move.position]?.game_name ?? formatMessage(messages.unknownGame, { id: ids[move.position] });
    setAnnouncement(formatMessage(messages.moved, { name, position: move.position + 1, count: ids.length }));
  }, [ids, games, formatMessage]);
  const moved = useCallback((position: number, direction: -1 | 1) => {
    pendingMove.current = { position, direction };
  }, []);
  return { listRef, announcement, moved };
}

interface ThumbnailsProps {
  className: string;
  listRef: Ref<HTMLUListElement>;
  children: ReactNode;
}

const SortableThumbnails = SortableContainer<ThumbnailsProps>(function Thumbnails({ className, listRef, children }: ThumbnailsProps) {
  const { formatMessage } = useIntl();
  return (
    <ul ref={listRef} className={className} aria-label={formatMessage(messages.label)}>
      {children}
    </ul>
  );
});

/**
 * The selected games' thumbnails in order, reordered by drag and drop or by the ← → buttons (spec §2).
 * Games the catalog cache lacks are fetched by ids. Memoized (with its callbacks): a condition may hold
 * hundreds of games, and its condition row re-renders on edits that leave the games alone. Until the strip
 * comes near the viewport it shows empty items of the thumbnails' size instead (the page keeps its height):
 * a big tournament holds thousands of games, and every mounted thumbnail costs each frame and keystroke.
 */
export const SelectedGamesStrip = memo(function SelectedGamesStrip({ ids, readOnly = false, onReorder }: SelectedGamesStripProps) {
  const dispatch = useAppDispatch();
  const infoError = useAppSelector(selectGameInfoError);
  const { ref, shown } = useShownOnceNearViewport<HTMLUListElement>();
  // One store subscription per strip rather than one per thumbnail: a big tournament shows thousands of
  // games, and every subscription runs on each keystroke anywhere in the form.
  const games = useAppSelector((state) => selectGamesByIds(state, ids), shallowEqual);
  useEffect(() => {
    dispatch(gameInfosNeeded(ids));
  }, [dispatch, ids]);
  const { listRef, announcement, moved } = useMoveFocusAndAnnouncement(ids, games);
  const move = useCallback(
    (position: number, direction: -1 | 1) => {
      moved(position + direction, direction);
      onReorder(moveByOne(ids, position, direction));
    },
    [ids, onReorder, moved],
  );
  const drop = useCallback(
    ({ oldIndex, newIndex }: SortEnd) => {
      if (oldIndex !== newIndex) onReorder(moveItem(ids, oldIndex, newIndex));
    },
    [ids, onReorder],
  );
  const className = readOnly ? 'selected-games-strip selected-games-strip--read-only' : 'selected-games-strip';
  return (
    <>
      {infoError !== null && <Alert type="error" showIcon title={infoError} />}
      {!shown ? (
        <ul ref={ref} className={className} aria-hidden>
          {ids.map((id) => (
            <li key={id} className="selected-games-strip__item" />
          ))}
        </ul>
      ) : (
        // distance: a press that does not move is a click (the ← → buttons), not a drag.
        <SortableThumbnails className={className} listRef={listRef} axis="xy" distance={5} helperClass="selected-games-strip__dragged" onSortEnd={drop}>
          {ids.map((id, position) => (
            <SortableThumbnail
              key={id}
              index={position}
              disabled={readOnly}
              id={id}
              game={games[position]}
              position={position}
              count={ids.length}
              readOnly={readOnly}
              onMove={move}
            />
          ))}
        </SortableThumbnails>
      )}
      {!readOnly && (
        <div role="status">
          <VisuallyHidden>{announcement}</VisuallyHidden>
        </div>
      )}
    </>
  );
});
