import { Alert, Button, Checkbox, Flex, Modal, Typography } from 'antd';
import { useLayoutEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { commonMessages } from '../../../components/commonMessages';
import { SearchInput } from '../../../components/SearchInput';
import { defineMessages } from '../../../i18n/defineMessages';
import {
  selectCanLoadMore,
  selectGameSearch,
  selectPickerError,
  selectPickerLoading,
  selectPickerSelectedIds,
  selectShowOnlySelected,
  selectVisibleGameIds,
} from '../gamesSelectors';
import { loadMoreRequested, pickerClosed, pickerOpened, searchChanged, showOnlySelectedChanged } from '../gamesSlice';
import { GameList } from './GameList';
import './gamePicker.css';

const messages = defineMessages({
  title: { id: 'games.picker.title', defaultMessage: 'Select games' },
  search: { id: 'games.picker.search', defaultMessage: 'Search games' },
  searchPlaceholder: { id: 'games.picker.searchPlaceholder', defaultMessage: 'Search by name or vendor' },
  showOnlySelected: { id: 'games.picker.showOnlySelected', defaultMessage: 'Show only selected games' },
  loadMore: { id: 'games.picker.loadMore', defaultMessage: 'Load More' },
  loaded: { id: 'games.picker.loaded', defaultMessage: '{count} games loaded' },
  selected: { id: 'games.picker.selected', defaultMessage: '{count} games selected' },
  save: { id: 'games.picker.save', defaultMessage: 'Save Changes' },
});

const MODAL_WIDTH = 720;
/** The modal's width less antd's body padding (24 px a side). */
const LIST_WIDTH = MODAL_WIDTH - 48;

export interface GamePickerProps {
  open: boolean;
  /** The condition's games when the picker opens; later changes of the prop do not reset an open picker. */
  selectedIds: number[];
  /** Disabled picker (a tournament that is not a Draft): look, don't touch. */
  readOnly?: boolean;
  /** Save Changes: the selection, earlier picks first. */
  onSave: (ids: number[]) => void;
  onClose: () => void;
}

/** Spec §2 "Game picker modal". The body mounts with each opening, which starts a fresh picker in the store. */
export function GamePicker({ open, selectedIds, readOnly = false, onSave, onClose }: GamePickerProps) {
  const { formatMessage } = useIntl();
  return (
    <Modal
      open={open}
      title={formatMessage(messages.title)}
      width={MODAL_WIDTH}
      destroyOnHidden
      // The footer's Close is the way out (and Escape); a corner × would be a second button named Close.
      closable={false}
      onCancel={onClose}
      footer={<GamePickerFooter readOnly={readOnly} onSave={onSave} onClose={onClose} />}
    >
      <GamePickerBody selectedIds={selectedIds} readOnly={readOnly} />
    </Modal>
  );
}

function GamePickerBody({ selectedIds, readOnly }: { selectedIds: number[]; readOnly: boolean }) {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const [initialIds] = useState(selectedIds);
  // Before the first paint, so that the previous opening's list and selection never flash.
  useLayoutEffect(() => {
    dispatch(pickerOpened({ selectedIds: initialIds }));
    return () => {
      dispatch(pickerClosed());
    };
  }, [dispatch, initialIds]);
  const search = useAppSelector(selectGameSearch);
  const showOnlySelected = useAppSelector(selectShowOnlySelected);
  const error = useAppSelector(selectPickerError);
  return (
    <Flex vertical gap="small">
      <SearchInput
        aria-label={formatMessage(messages.search)}
        placeholder={formatMessage(messages.searchPlaceholder)}
        value={search}
        onChange={(event) => dispatch(searchChanged(event.target.value))}
      />
      <Checkbox checked={showOnlySelected} onChange={(event) => dispatch(showOnlySelectedChanged(event.target.checked))}>
        {formatMessage(messages.showOnlySelected)}
      </Checkbox>
      {error !== null && <Alert type="error" showIcon title={error} />}
      <GameList width={LIST_WIDTH} readOnly={readOnly} />
      <GamePickerStatusBar />
    </Flex>
  );
}

function GamePickerStatusBar() {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const loadedCount = useAppSelector(selectVisibleGameIds).length;
  const selectedCount = useAppSelector(selectPickerSelectedIds).length;
  const canLoadMore = useAppSelector(selectCanLoadMore);
  const loading = useAppSelector(selectPickerLoading);
  return (
    <Flex align="center" gap="middle">
      {canLoadMore && (
        <Button loading={loading} onClick={() => dispatch(loadMoreRequested())}>
          {formatMessage(messages.loadMore)}
        </Button>
      )}
      <Typography.Text>{formatMessage(messages.loaded, { count: loadedCount })}</Typography.Text>
      <Typography.Text>{formatMessage(messages.selected, { count: selectedCount })}</Typography.Text>
    </Flex>
  );
}

function GamePickerFooter({ readOnly, onSave, onClose }: Pick<GamePickerProps, 'onSave' | 'onClose'> & { readOnly: boolean }) {
  const selection = useAppSelector(selectPickerSelectedIds);
  const { formatMessage } = useIntl();
  return (
    <Flex justify="end" gap="small">
      <Button onClick={onClose}>{formatMessage(commonMessages.close)}</Button>
      {!readOnly && (
        <Button type="primary" onClick={() => onSave(selection)}>
          {formatMessage(messages.save)}
        </Button>
      )}
    </Flex>
  );
}
