import { Link } from 'react-router';
import { UserMenu } from '../../features/auth/UserMenu';
import { paths } from '../../lib/paths';
import { NavbarLinks } from './NavbarLinks';

export function Navbar() {
  return (
    <nav className="navbar" aria-label="Main">
      <Link to={paths.running.link({})} className="navbar-brand">
        Tournaments
      </Link>
      <NavbarLinks />
      <UserMenu />
    </nav>
  );
}
