import { Menu, type MenuProps } from 'antd';
import { Link, NavLink, useLocation } from 'react-router';
import { UserMenu } from '../../features/auth/UserMenu';
import { paths } from '../../lib/paths';

/** Spec §2 Navbar, in this order. */
const links = [
  { label: 'Running', to: paths.running.link({}) },
  { label: 'Scheduled', to: paths.scheduled.link({}) },
  { label: 'Completed', to: paths.completed.link({}) },
  { label: 'Draft', to: paths.draft.link({}) },
  { label: 'Canceled', to: paths.canceled.link({}) },
  { label: 'Unsent bonuses', to: paths.unsentBonuses.link({}) },
  { label: 'Create tournament', to: paths.create.link({}) },
];

const items: MenuProps['items'] = links.map(({ label, to }) => ({
  key: to,
  label: (
    <NavLink to={to} end>
      {label}
    </NavLink>
  ),
}));

export function Navbar() {
  const { pathname } = useLocation();
  return (
    <nav className="navbar" aria-label="Main">
      <Link to={paths.running.link({})} className="navbar-brand">
        Tournaments
      </Link>
      <Menu className="navbar-links" mode="horizontal" theme="dark" items={items} selectedKeys={[pathname]} />
      <UserMenu />
    </nav>
  );
}
