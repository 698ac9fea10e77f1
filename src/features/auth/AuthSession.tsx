import type { PropsWithChildren } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { AuthGate } from './AuthGate';
import { AuthClientProvider } from './keycloakClient';

/** Signs the user in; the app shows once the identity provider says who they are. */
export function AuthSession({ children }: PropsWithChildren) {
  const dispatch = useAppDispatch();
  return (
    <AuthClientProvider onAction={dispatch}>
      <AuthGate>{children}</AuthGate>
    </AuthClientProvider>
  );
}
