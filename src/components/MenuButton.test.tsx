import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuButton, menuItemProps } from './MenuButton';

function renderMenu() {
  const signOut = jest.fn();
  render(
    <>
      <MenuButton className="user-menu" label="Ada Admin">
        <li role="none">
          <a {...menuItemProps} href="https://idp.example/account" target="_blank" rel="noopener noreferrer">
            Account settings
          </a>
        </li>
        <li role="none">
          <button {...menuItemProps} type="button" onClick={signOut}>
            Sign out
          </button>
        </li>
      </MenuButton>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { signOut, user: userEvent.setup(), button: screen.getByRole('button', { name: 'Ada Admin' }) };
}

describe('MenuButton', () => {
  it('opens its menu on click with the first item focused, and closes on a second click', async () => {
    const { user, button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    expect(screen.getByRole('menuitem', { name: 'Account settings' })).toHaveFocus();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('moves between items with the arrow keys, wrapping round, and closes on Escape back to its button', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Account settings' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes once an item is chosen', async () => {
    const { user, button, signOut } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click outside and when focus moves elsewhere', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
