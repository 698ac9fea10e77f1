import { Modal } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { defineMessages } from '../../i18n/defineMessages';
import { selectSessionEnded } from './authSelectors';
import { signInAgainRequested } from './authSlice';

const messages = defineMessages({
  title: { id: 'auth.sessionEnded.title', defaultMessage: 'Your session has ended' },
  text: {
    id: 'auth.sessionEnded.text',
    defaultMessage: 'Sign in again to carry on. Unsaved changes to a tournament are kept in this browser and offered back once you are signed in.',
  },
  signInAgain: { id: 'auth.sessionEnded.signInAgain', defaultMessage: 'Sign in again' },
});

/**
 * Asks for a new sign-in once the identity provider has ended the session (a refused refresh, a sign-out elsewhere):
 * the page stays until the user answers, as its edits are stored in the browser first (the editor's sagas).
 */
export function SessionEndedDialog() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const open = useAppSelector(selectSessionEnded);
  return (
    <Modal
      open={open}
      title={intl.formatMessage(messages.title)}
      okText={intl.formatMessage(messages.signInAgain)}
      cancelButtonProps={{ hidden: true }}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      onOk={() => dispatch(signInAgainRequested())}
    >
      <FormattedMessage {...messages.text} />
    </Modal>
  );
}
