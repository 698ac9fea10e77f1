import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MenuButton, menuItemProps } from '../../components/MenuButton';
import { defineMessages } from '../../i18n/defineMessages';
import { selectSignedInUser } from './authSelectors';
import { signOutRequested } from './authSlice';
import { accountSettingsUrl } from './keycloakClient';

const messages = defineMessages({
  accountSettings: { id: 'auth.userMenu.accountSettings', defaultMessage: 'Account settings' },
  signOut: { id: 'auth.userMenu.signOut', defaultMessage: 'Sign out' },
});

/**
 * The signed-in user's name, with 'Account settings' (a new tab) and 'Sign out' (spec §2 Navbar), then any
 * further items the app adds (the language choice).
 */
export function UserMenu({ children }: { children?: ReactNode }) {
  const user = useAppSelector(selectSignedInUser);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  return (
    <MenuButton className="user-menu" label={user?.displayName}>
      <li role="none">
        <a {...menuItemProps} href={accountSettingsUrl()} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(messages.accountSettings)}
        </a>
      </li>
      <li role="none">
        <button {...menuItemProps} type="button" onClick={() => dispatch(signOutRequested())}>
          {intl.formatMessage(messages.signOut)}
        </button>
      </li>
      {children}
    </MenuButton>
  );
}
