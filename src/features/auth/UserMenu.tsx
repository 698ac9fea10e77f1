import { Button, Dropdown, type MenuProps } from 'antd';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSignedInUser } from './authSelectors';
import { signOutRequested } from './authSlice';
import { accountSettingsUrl } from './keycloakClient';

/** The signed-in user's name, with 'Account settings' (a new tab) and 'Sign out' (spec §2 Navbar). */
export function UserMenu() {
  const user = useAppSelector(selectSignedInUser);
  const dispatch = useAppDispatch();
  const items: MenuProps['items'] = [
    {
      key: 'account',
      label: (
        <a href={accountSettingsUrl()} target="_blank" rel="noopener noreferrer">
          Account settings
        </a>
      ),
    },
    { key: 'signOut', label: 'Sign out', onClick: () => dispatch(signOutRequested()) },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" className="user-menu">
        {user?.displayName}
      </Button>
    </Dropdown>
  );
}
