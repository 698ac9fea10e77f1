import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { appMessages } from '../../components/useDocumentTitle';
import { UserMenu } from '../../features/auth/UserMenu';
import { defineMessages } from '../../i18n/defineMessages';
import { paths } from '../../lib/paths';
import { LanguageMenuItems } from './LanguageMenuItems';
import { NavbarLinks } from './NavbarLinks';

const messages = defineMessages({
  main: { id: 'app.navbar.main', defaultMessage: 'Main' },
});

export function Navbar() {
  const intl = useIntl();
  return (
    <nav className="navbar" aria-label={intl.formatMessage(messages.main)}>
      <Link to={paths.running.link({})} className="navbar-brand">
        {intl.formatMessage(appMessages.name)}
      </Link>
      <NavbarLinks />
      <UserMenu>
        <LanguageMenuItems />
      </UserMenu>
    </nav>
  );
}
