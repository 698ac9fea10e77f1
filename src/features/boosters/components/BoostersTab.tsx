import { Alert, Button, Flex, Form, Popconfirm, Spin, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectEditable } from '../../editor/editorSelectors';
import { useTournamentTabShown } from '../../editor/pages/useTournamentTabShown';
import { SAVE_FAILED_MESSAGE } from '../boosterToasts';
import {
  selectBoostersCountText,
  selectBoostersEditable,
  selectBoostersLoadError,
  selectBoostersSaveError,
  selectBoostersStatus,
  selectHasUnsavedBoosterChanges,
  selectShownBoosterKeys,
} from '../boostersSelectors';
import { boosterAdded, refreshRequested, tabOpened } from '../boostersSlice';
import { BoosterRow } from './BoosterRow';
import './boostersTab.css';

export const DISCARD_QUESTION = 'Discard the booster changes that are not saved yet?';

/** Refresh reloads the saved boosters; with changes not saved yet it asks first, since they would be lost. */
function RefreshButton() {
  const dispatch = useAppDispatch();
  const unsaved = useAppSelector(selectHasUnsavedBoosterChanges);
  const refresh = () => dispatch(refreshRequested());
  return (
    <Popconfirm title={DISCARD_QUESTION} okText="Discard" cancelText="Keep" disabled={!unsaved} onConfirm={refresh}>
      <Button onClick={unsaved ? undefined : refresh}>Refresh</Button>
    </Popconfirm>
  );
}

/**
 * Spec §2 Boosters tab of the open tournament: loaded when the tab opens; editable only on a Draft,
 * whose Save and Publish save the changes.
 */
export function BoostersTab() {
  const dispatch = useAppDispatch();
  useTournamentTabShown(tabOpened);
  const keys = useAppSelector(selectShownBoosterKeys);
  const countText = useAppSelector(selectBoostersCountText);
  const draft = useAppSelector(selectEditable);
  const editable = useAppSelector(selectBoostersEditable);
  const loading = useAppSelector(selectBoostersStatus) === 'loading';
  const loadError = useAppSelector(selectBoostersLoadError);
  const saveError = useAppSelector(selectBoostersSaveError);

  return (
    <Flex vertical gap="middle">
      <Flex wrap gap="middle" align="center">
        <Typography.Text>{countText}</Typography.Text>
        {draft && (
          <Button disabled={!editable} onClick={() => dispatch(boosterAdded())}>
            Add
          </Button>
        )}
        <RefreshButton />
      </Flex>
      {saveError !== null && <Alert type="error" showIcon title={SAVE_FAILED_MESSAGE} description={saveError} />}
      {loadError !== null && <Alert type="error" showIcon title={`Error: ${loadError}`} />}
      <Spin spinning={loading}>
        {/* component={false}: nothing here submits; the page's Save and Publish save the boosters. */}
        <Form layout="vertical" disabled={!editable} component={false}>
          {keys.map((key, index) => (
            <BoosterRow key={key} boosterKey={key} number={index + 1} deletable={draft} />
          ))}
        </Form>
      </Spin>
    </Flex>
  );
}
