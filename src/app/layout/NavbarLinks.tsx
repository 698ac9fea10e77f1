import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, type NavLinkProps } from 'react-router';
import type { ApiExtension } from '../../domain/apiExtensions';
import { MenuButton, menuItemProps } from '../../components/MenuButton';
import { UnsentCountBadge } from '../../features/unsent/components/UnsentCountBadge';
import { defineMessages } from '../../i18n/defineMessages';
import type { MessageDescriptor } from '../../i18n/text';
import { paths } from '../../lib/paths';
import { selectApiOffers } from '../apiExtensionsSlice';
import { useAppSelector } from '../hooks';
import { breakpoints } from '../theme';
import { useClippedItems } from './useClippedItems';
import { useMediaQuery } from './useMediaQuery';
import { useBackShiftAfterList } from './useBackShiftAfterList';

/** Spec §9 "Collapse timeout". */
export const NAVBAR_COLLAPSE_MS = 300;

const COLLAPSE_ID = 'navbar-collapse';

const messages = defineMessages({
  running: { id: 'app.navbar.running', defaultMessage: 'Running' },
  scheduled: { id: 'app.navbar.scheduled', defaultMessage: 'Scheduled' },
  completed: { id: 'app.navbar.completed', defaultMessage: 'Completed' },
  draft: { id: 'app.navbar.draft', defaultMessage: 'Draft' },
  canceled: { id: 'app.navbar.canceled', defaultMessage: 'Canceled' },
  unsentBonuses: { id: 'app.navbar.unsentBonuses', defaultMessage: 'Unsent bonuses' },
  series: { id: 'app.navbar.series', defaultMessage: 'Series' },
  createTournament: { id: 'app.navbar.createTournament', defaultMessage: 'Create tournament' },
  moreLinks: { id: 'app.navbar.moreLinks', defaultMessage: 'More links' },
  menu: { id: 'app.navbar.menu', defaultMessage: 'Menu' },
});

interface NavbarEntry {
  label: MessageDescriptor;
  to: string;
  /** The API extension the page needs: the link is left out where the API lacks it. */
  extension?: ApiExtension;
}

/** Spec §2 Navbar, in this order; ours beyond the spec after its lists. */
const allLinks: readonly NavbarEntry[] = [
  { label: messages.running, to: paths.running.link({}) },
  { label: messages.scheduled, to: paths.scheduled.link({}) },
  { label: messages.completed, to: paths.completed.link({}) },
  { label: messages.draft, to: paths.draft.link({}) },
  { label: messages.canceled, to: paths.canceled.link({}) },
  { label: messages.series, to: paths.series.link({}), extension: 'series' },
  { label: messages.unsentBonuses, to: paths.unsentBonuses.link({}) },
  { label: messages.createTournament, to: paths.create.link({}) },
];

/** The links whose pages the API offers. */
function useLinks(): NavbarEntry[] {
  const offers = useAppSelector((state) => state.apiExtensions);
  return allLinks.filter((link) => link.extension === undefined || selectApiOffers({ apiExtensions: offers }, link.extension));
}

/**
 * A plain link (NavLink marks the current page's with aria-current and the `active` class), drawn by app.css
 * as antd's dark menu: antd's Menu brought rc-menu, its overflow and tooltips, some 15 KB gzip onto the first
 * route (issue 6, figure 1).
 */
function NavbarLink({ label, to, extension: _extension, ...props }: NavbarEntry & Omit<NavLinkProps, 'to' | 'end'>) {
  const intl = useIntl();
  return (
    <NavLink to={to} end {...props}>
      {/* Spec §2: the unsent count rides on its link, and is part of the link's name. */}
      {to === paths.unsentBonuses.link({}) ? <UnsentCountBadge linkText={intl.formatMessage(label)} /> : intl.formatMessage(label)}
    </NavLink>
  );
}

/**
 * From md up: the links in a row; those it has no room for move into a '…' menu right after the last one shown,
 * as in antd's Menu.
 */
function LinkRow() {
  const links = useLinks();
  const rowRef = useRef<HTMLUListElement>(null);
  const clipped = useClippedItems(rowRef);
  const moreShift = useBackShiftAfterList(rowRef, clipped);
  const intl = useIntl();
  return (
    <>
      <ul ref={rowRef} className="navbar-links navbar-links-row">
        {links.map((link) => (
          <li key={link.to} data-key={link.to} style={clipped.has(link.to) ? { visibility: 'hidden' } : undefined}>
            <NavbarLink {...link} />
          </li>
        ))}
      </ul>
      {clipped.size > 0 && (
        <MenuButton className="navbar-button" label="…" ariaLabel={intl.formatMessage(messages.moreLinks)} style={{ transform: `translateX(-${moreShift}px)` }}>
          {links
            .filter((link) => clipped.has(link.to))
            .map((link) => (
              <li key={link.to} role="none">
                <NavbarLink {...link} {...menuItemProps} />
              </li>
            ))}
        </MenuButton>
      )}
    </>
  );
}

/**
 * Below md: a menu button that opens the links as a list under the bar with a 300 ms collapse. Closed, the
 * list is hidden from focus and readers once the animation ends (visibility changes after the transition).
 */
function CollapsedLinks() {
  const links = useLinks();
  const [open, setOpen] = useState(false);
  const rows = `grid-template-rows ${NAVBAR_COLLAPSE_MS}ms ease`;
  const intl = useIntl();
  return (
    <>
      <button type="button" className="navbar-button navbar-toggle" aria-label={intl.formatMessage(messages.menu)} aria-expanded={open} aria-controls={COLLAPSE_ID} onClick={() => setOpen(!open)}>
        ☰
      </button>
      <div
        id={COLLAPSE_ID}
        className="navbar-collapse"
        style={{
          gridTemplateRows: open ? '1fr' : '0fr',
          visibility: open ? 'visible' : 'hidden',
          transition: open ? rows : `${rows}, visibility 0s linear ${NAVBAR_COLLAPSE_MS}ms`,
        }}
      >
        <ul className="navbar-links">
          {links.map((link) => (
            <li key={link.to}>
              <NavbarLink {...link} onClick={() => setOpen(false)} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export function NavbarLinks() {
  const narrow = useMediaQuery(`(max-width: ${breakpoints.md - 1}px)`);
  return narrow ? <CollapsedLinks /> : <LinkRow />;
}
