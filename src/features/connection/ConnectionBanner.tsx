import { Alert, Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { defineMessages } from '../../i18n/defineMessages';
import { selectSignInUnreachable } from '../auth';
import { retryNowRequested, selectServerUnreachable } from './connectionSlice';
import './connectionBanner.css';

const messages = defineMessages({
  serverUnreachable: {
    id: 'connection.banner.serverUnreachable',
    defaultMessage: 'Cannot reach the server. Reconnecting… Your changes stay on this page and in this browser until it answers.',
  },
  signInUnreachable: {
    id: 'connection.banner.signInUnreachable',
    defaultMessage: 'Cannot reach the sign-in service to renew your session. Reconnecting… You stay signed in meanwhile.',
  },
  tryNow: { id: 'connection.banner.tryNow', defaultMessage: 'Try now' },
});

/** Shown while the API server or the sign-in cannot be reached, above every page; the sagas retry with backoff. */
export function ConnectionBanner() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const serverUnreachable = useAppSelector(selectServerUnreachable);
  const signInUnreachable = useAppSelector(selectSignInUnreachable);
  if (!serverUnreachable && !signInUnreachable) return null;
  return (
    <Alert
      banner
      type="warning"
      showIcon
      className="connection-banner"
      title={intl.formatMessage(serverUnreachable ? messages.serverUnreachable : messages.signInUnreachable)}
      action={
        <Button size="small" onClick={() => dispatch(retryNowRequested())}>
          <FormattedMessage {...messages.tryNow} />
        </Button>
      }
    />
  );
}
