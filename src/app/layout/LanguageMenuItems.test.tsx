import { screen, within } from '@testing-library/react';
import { renderWithStore, signedInAuthState } from '../../../test/renderWithStore';
import { selectShownLanguage } from '../../i18n/languageSlice';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languageStorage';
import { Navbar } from './Navbar';

function renderNavbar() {
  return renderWithStore(<Navbar />, { preloadedState: { auth: signedInAuthState } });
}

describe('the language choice in the user menu', () => {
  it('switches the navbar to Romanian, marks Română, sets <html lang> and remembers it; and back to English', async () => {
    const { user, store } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Ada Admin' }));
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(within(languages).getByRole('menuitemradio', { name: 'Română' })).toHaveAttribute('aria-checked', 'false');

    await user.click(within(languages).getByRole('menuitemradio', { name: 'Română' }));
    const nav = await screen.findByRole('navigation', { name: 'Navigare principală' });
    expect(within(nav).getByRole('link', { name: 'Turnee' })).toHaveAttribute('href', '/');
    for (const name of ['În desfășurare', 'Programate', 'Încheiate', 'Ciorne', 'Anulate', 'Bonusuri netrimise', 'Creează turneu']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(document.documentElement.lang).toBe('ro');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ro');

    await user.click(within(nav).getByRole('button', { name: 'Ada Admin' }));
    expect(screen.getByRole('menuitem', { name: 'Setări cont' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Deconectare' })).toBeInTheDocument();
    const limba = screen.getByRole('group', { name: 'Limbă' });
    expect(within(limba).getByRole('menuitemradio', { name: 'Română' })).toHaveAttribute('aria-checked', 'true');
    expect(within(limba).getByRole('menuitemradio', { name: 'Română' })).toHaveAttribute('lang', 'ro');

    await user.click(within(limba).getByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Running' })).toBeInTheDocument();
    expect(selectShownLanguage(store.getState())).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('reaches the language choice with the arrow keys, after Sign out', async () => {
    const { user } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Ada Admin' }));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('navigation', { name: 'Navigare principală' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens in the language remembered from an earlier visit', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ro');
    renderNavbar();
    expect(await screen.findByRole('link', { name: 'În desfășurare' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ro');
  });
});
