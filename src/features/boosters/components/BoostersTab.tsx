import { Alert, Button, Flex, Form, Spin, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ConfirmPopover } from '../../../components/ConfirmPopover';
import { defineMessages } from '../../../i18n/defineMessages';
import { useFormatText } from '../../../i18n/useFormatText';
import { selectEditable } from '../../editor';
import { useTournamentTabShown } from '../../openedTournament/ui';
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
import { boosterMessages } from '../messages';
import { BoosterRow } from './BoosterRow';
import './boostersTab.css';

const messages = defineMessages({
  add: { id: 'boosters.tab.add', defaultMessage: 'Add' },
  refresh: { id: 'boosters.tab.refresh', defaultMessage: 'Refresh' },
  discardQuestion: { id: 'boosters.tab.discardQuestion', defaultMessage: 'Discard the booster changes that are not saved yet?' },
  discard: { id: 'boosters.tab.discard', defaultMessage: 'Discard' },
  keep: { id: 'boosters.tab.keep', defaultMessage: 'Keep' },
  loadFailed: { id: 'boosters.tab.loadFailed', defaultMessage: 'Error: {message}' },
});

/** Refresh reloads the saved boosters; with changes not saved yet it asks first, since they would be lost. */
function RefreshButton() {
  const dispatch = useAppDispatch();
  const unsaved = useAppSelector(selectHasUnsavedBoosterChanges);
  const { formatMessage } = useIntl();
  const refresh = () => dispatch(refreshRequested());
  return (
    <ConfirmPopover title={formatMessage(messages.discardQuestion)} okText={formatMessage(messages.discard)} cancelText={formatMessage(messages.keep)} disabled={!unsaved} onConfirm={refresh}>
      <Button onClick={unsaved ? undefined : refresh}>{formatMessage(messages.refresh)}</Button>
    </ConfirmPopover>
  );
}

/**
 * Spec §2 Boosters tab of the open tournament: loaded when the tab opens; editable only on a Draft,
 * whose Save and Publish save the changes.
 */
export function BoostersTab() {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const format = useFormatText();
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
        <Typography.Text>{format(countText)}</Typography.Text>
        {draft && (
          <Button disabled={!editable} onClick={() => dispatch(boosterAdded())}>
            {formatMessage(messages.add)}
          </Button>
        )}
        <RefreshButton />
      </Flex>
      {saveError !== null && <Alert type="error" showIcon title={formatMessage(boosterMessages.saveFailed)} description={format(saveError)} />}
      {loadError !== null && <Alert type="error" showIcon title={formatMessage(messages.loadFailed, { message: loadError })} />}
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
