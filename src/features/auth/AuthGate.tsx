import { Spin } from 'antd';
import { lazy, Suspense, type PropsWithChildren } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectAuthError, selectAuthStatus } from './authSelectors';

// Its own chunk: antd's Result is not needed on a successful sign-in, the first load's path.
const Unauthorized = lazy(() => import(/* webpackChunkName: "unauthorized" */ './Unauthorized'));

/** Shows the app only to a signed-in user. */
export function AuthGate({ children }: PropsWithChildren) {
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  if (status === 'failed') {
    return (
      <Suspense fallback={null}>
        <Unauthorized reason={error} />
      </Suspense>
    );
  }
  if (status === 'initializing') return <Spin fullscreen description="Signing in" />;
  return children;
}
