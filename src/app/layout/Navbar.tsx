import type { MenuProps } from 'antd';
import { Link, NavLink, useLocation } from 'react-router';
import { UserMenu } from '../../features/auth/UserMenu';
import { UnsentCountBadge } from '../../features/unsent/components/UnsentCountBadge';
import { paths } from '../../lib/paths';
import { NavbarLinks } from './NavbarLinks';

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

const items: MenuProps['items'] = links.map(({ label, to }) => {
  const link = (
    <NavLink to={to} end>
      {label}
    </NavLink>
  );
  // Spec §2: the unsent count rides on its link.
  return { key: to, label: to === paths.unsentBonuses.link({}) ? <UnsentCountBadge>{link}</UnsentCountBadge> : link };
});

export function Navbar() {
  const { pathname } = useLocation();
  return (
    <nav className="navbar" aria-label="Main">
      <Link to={paths.running.link({})} className="navbar-brand">
        Tournaments
      </Link>
      <NavbarLinks items={items} selectedKeys={[pathname]} />
      <UserMenu />
    </nav>
  );
}
