import { Spin } from 'antd';
import { lazy, Suspense, type PropsWithChildren } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { defineMessages } from '../../i18n/defineMessages';
import { selectAuthError, selectAuthStatus } from './authSelectors';
import { SessionEndedDialog } from './SessionEndedDialog';

// Its own chunk: antd's Result is not needed on a successful sign-in, the first load's path.
const Unauthorized = lazy(() => import(/* webpackChunkName: "unauthorized" */ './Unauthorized'));

const messages = defineMessages({
  signingIn: { id: 'auth.gate.signingIn', defaultMessage: 'Signing in' },
});

/** Shows the app only to a signed-in user. */
export function AuthGate({ children }: PropsWithChildren) {
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  const intl = useIntl();
  if (status === 'failed') {
    return (
      <Suspense fallback={null}>
        <Unauthorized reason={error} />
      </Suspense>
    );
  }
  if (status === 'initializing') return <Spin fullscreen description={intl.formatMessage(messages.signingIn)} />;
  return (
    <>
      {children}
      <SessionEndedDialog />
    </>
  );
}
