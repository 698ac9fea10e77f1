import { Button, Menu, theme as antdTheme, type MenuProps } from 'antd';
import { useState } from 'react';
import { useMediaQuery } from './useMediaQuery';

/** Spec §9 "Collapse timeout". */
export const NAVBAR_COLLAPSE_MS = 300;

const COLLAPSE_ID = 'navbar-collapse';

interface NavbarLinksProps {
  items: MenuProps['items'];
  selectedKeys: string[];
}

/**
 * The navbar's links: a horizontal menu from md (768 px) up; below it, a menu button that opens them
 * as a list under the bar with a 300 ms collapse. Closed, the list is hidden from focus and readers
 * once the animation ends (visibility changes after the transition).
 */
export function NavbarLinks({ items, selectedKeys }: NavbarLinksProps) {
  const { token } = antdTheme.useToken();
  const narrow = useMediaQuery(`(max-width: ${token.screenSMMax}px)`);
  const [open, setOpen] = useState(false);
  if (!narrow) return <Menu className="navbar-links" mode="horizontal" theme="dark" items={items} selectedKeys={selectedKeys} />;
  const rows = `grid-template-rows ${NAVBAR_COLLAPSE_MS}ms ease`;
  return (
    <>
      <Button
        type="text"
        className="navbar-toggle"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={COLLAPSE_ID}
        onClick={() => setOpen(!open)}
      >
        ☰
      </Button>
      <div
        id={COLLAPSE_ID}
        className="navbar-collapse"
        style={{
          gridTemplateRows: open ? '1fr' : '0fr',
          visibility: open ? 'visible' : 'hidden',
          transition: open ? rows : `${rows}, visibility 0s linear ${NAVBAR_COLLAPSE_MS}ms`,
        }}
      >
        <Menu mode="inline" theme="dark" items={items} selectedKeys={selectedKeys} onClick={() => setOpen(false)} />
      </div>
    </>
  );
}
