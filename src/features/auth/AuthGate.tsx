import { Spin } from 'antd';
import type { PropsWithChildren } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectAuthError, selectAuthStatus } from './authSelectors';
import { Unauthorized } from './Unauthorized';

/** Shows the app only to a signed-in user. */
export function AuthGate({ children }: PropsWithChildren) {
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  if (status === 'failed') return <Unauthorized reason={error} />;
  if (status === 'initializing') return <Spin fullscreen description="Signing in" />;
  return children;
}
