import { Empty, Spin } from 'antd';
import { useIntl } from 'react-intl';
import { List, type RowRendererParams } from 'react-virtualized';
import { useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { selectPickerError, selectPickerLoading, selectVisibleGameIds } from '../gamesSelectors';
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

interface GameListProps {
  /** A fixed width: the modal's is fixed, and jsdom, having no layout, could not measure one. */
  width: number;
  readOnly: boolean;
}

/** The picker's virtualized list of games (thousands of rows stay cheap), or 'No games found'. */
export function GameList({ width, readOnly }: GameListProps) {
  const ids = useAppSelector(selectVisibleGameIds);
  const loading = useAppSelector(selectPickerLoading);
  const failed = useAppSelector(selectPickerError) !== null;
  const { formatMessage } = useIntl();
  if (ids.length === 0 && !loading) return failed ? null : <Empty description={formatMessage(messages.none)} />;
  const renderRow = ({ index, key, style }: RowRendererParams) => <GameRow key={key} id={ids[index]} readOnly={readOnly} style={style} />;
  return (
    <Spin spinning={loading}>
      <List aria-label={formatMessage(messages.label)} width={width} height={GAME_LIST_HEIGHT} rowCount={ids.length} rowHeight={GAME_ROW_HEIGHT} rowRenderer={renderRow} overscanRowCount={OVERSCAN_ROWS} />
    </Spin>
  );
}
