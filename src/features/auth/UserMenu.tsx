import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MenuButton, menuItemProps } from '../../components/MenuButton';
import { selectSignedInUser } from './authSelectors';
import { signOutRequested } from './authSlice';
import { accountSettingsUrl } from './keycloakClient';

/** The signed-in user's name, with 'Account settings' (a new tab) and 'Sign out' (spec §2 Navbar). */
export function UserMenu() {
  const user = useAppSelector(selectSignedInUser);
  const dispatch = useAppDispatch();
  return (
    <MenuButton className="user-menu" label={user?.displayName}>
      <li role="none">
        <a {...menuItemProps} href={accountSettingsUrl()} target="_blank" rel="noopener noreferrer">
          Account settings
        </a>
      </li>
      <li role="none">
        <button {...menuItemProps} type="button" onClick={() => dispatch(signOutRequested())}>
          Sign out
        </button>
      </li>
    </MenuButton>
  );
}
