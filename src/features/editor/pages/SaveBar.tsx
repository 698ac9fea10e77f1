import { Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { saveRequested } from '../editorSlice';
import { editorMessages } from '../messages';
import { ActionBar } from './ActionBar';
import { useIsRunning } from './useIsRunning';

const messages = defineMessages({
  region: { id: 'editor.saveBar.region', defaultMessage: 'Save bar' },
});

/** Spec §2: the Draft's Save, in a bar fixed to the bottom of the window. */
export function SaveBar() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const saving = useIsRunning('save');
  return (
    <ActionBar label={intl.formatMessage(messages.region)}>
      <Button type="primary" loading={saving} onClick={() => dispatch(saveRequested())}>
        <FormattedMessage {...editorMessages.save} />
      </Button>
    </ActionBar>
  );
}
