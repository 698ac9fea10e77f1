import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { renderWithStore } from '../../../../test/renderWithStore';
import { HttpStatusError } from '../../../api/client';
import * as api from '../../../api/games';
import { romanianMessages } from '../../../i18n/ro';
import { fullGamePage, gameInfo, gameInfos } from '../gameFixtures';
import { GamePicker } from './GamePicker';

jest.mock('../../../api/games');
const fetchPage = jest.mocked(api.fetchGamePage);
const search = jest.mocked(api.searchGames);
const fetchByIds = jest.mocked(api.fetchGamesByIds);

function renderPicker(props: Partial<Parameters<typeof GamePicker>[0]> = {}) {
  const onSave = jest.fn();
  const onClose = jest.fn();
  const view = renderWithStore(<GamePicker open selectedIds={[2]} onSave={onSave} onClose={onClose} {...props} />);
  return { ...view, onSave, onClose };
}

const gameList = () => screen.getByRole('listbox', { name: 'Games' });
/** A game's option, named by its name and vendor. */
const game = (name: string) => within(gameList()).getByRole('option', { name: new RegExp(`^${name} Vendor`) });
/** The option the list names as its active one (aria-activedescendant). */
const activeGame = () => within(gameList()).getAllByRole('option').find((option) => option.id === gameList().getAttribute('aria-activedescendant'));

describe('GamePicker', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    fetchPage.mockResolvedValue(gameInfos(1, 3));
    fetchByIds.mockResolvedValue([]);
  });

  it('lists the first page with thumbnail, name and vendor, and counts games loaded and selected', async () => {
    renderPicker();
    expect(await screen.findByText('3 games loaded')).toBeInTheDocument();
    expect(screen.getByText('1 games selected')).toBeInTheDocument();
    const rows = within(gameList()).getAllByRole('option');
    expect(rows).toHaveLength(3);
    expect(gameList()).toHaveAttribute('aria-multiselectable', 'true');
    // The thumbnail shows beside the name, which names the option: it adds nothing to the name.
    expect(within(rows[0]).getByRole('presentation', { hidden: true })).toHaveAttribute('src', gameInfo(1).thumbnail);
    expect(game('Slot 1')).toHaveAccessibleName('Slot 1 Vendor 1');
    expect(game('Slot 2')).toHaveAttribute('aria-selected', 'true');
    expect(game('Slot 1')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('checkbox', { name: 'Show only selected games' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('selects and unselects games and saves the selection, earlier picks first', async () => {
    const { user, onSave } = renderPicker();
    await screen.findByText('3 games loaded');
    await user.click(game('Slot 3'));
    await user.click(game('Slot 1'));
    expect(screen.getByText('3 games selected')).toBeInTheDocument();
    await user.click(game('Slot 2'));
    expect(screen.getByText('2 games selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith([3, 1]);
  });

  it('closes with Close', async () => {
    const { user, onClose, onSave } = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hides Save Changes and disables the games when read-only', async () => {
    const { user } = renderPicker({ readOnly: true });
    await screen.findByText('3 games loaded');
    expect(game('Slot 1')).toHaveAttribute('aria-disabled', 'true');
    await user.click(game('Slot 1'));
    expect(game('Slot 1')).toHaveAttribute('aria-selected', 'false');
    act(() => gameList().focus());
    await user.keyboard(' ');
    expect(screen.getByText('1 games selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it("reads 'No games found' for an empty result", async () => {
    fetchPage.mockResolvedValue([]);
    renderPicker();
    expect(await screen.findByText('No games found')).toBeInTheDocument();
    expect(screen.getByText('0 games loaded')).toBeInTheDocument();
  });

  it('shows a failed load in a red alert', async () => {
    fetchPage.mockRejectedValue(new HttpStatusError(500, 'Internal Server Error'));
    renderPicker();
    expect(await screen.findByRole('alert')).toHaveTextContent('500 - Internal Server Error');
    expect(screen.queryByText('No games found')).not.toBeInTheDocument();
  });

  it("offers 'Load More' after a full page and appends the next page", async () => {
    fetchPage.mockResolvedValueOnce(fullGamePage()).mockResolvedValueOnce(gameInfos(501, 7));
    const { user } = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('507 games loaded')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(500, expect.any(AbortSignal));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it("shows only the selected games, fetched by their ids", async () => {
    fetchByIds.mockResolvedValue([gameInfo(2)]);
    const { user } = renderPicker();
    await screen.findByText('3 games loaded');
    await user.click(screen.getByRole('checkbox', { name: 'Show only selected games' }));
    expect(await screen.findByText('1 games loaded')).toBeInTheDocument();
    expect(fetchByIds).toHaveBeenCalledWith([2], expect.any(AbortSignal));
    expect(within(gameList()).getAllByRole('option')).toHaveLength(1);
  });
});

describe('GamePicker list from the keyboard', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    fetchPage.mockResolvedValue(fullGamePage());
    fetchByIds.mockResolvedValue([]);
  });

  it('is one tab stop however many games it holds', async () => {
    const { user } = renderPicker();
    await screen.findByText('500 games loaded');
    act(() => screen.getByRole('checkbox', { name: 'Show only selected games' }).focus());
    await user.tab();
    expect(gameList()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Load More' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(gameList()).toHaveFocus();
  });

  it('moves the active game with the arrow keys, Home and End, each brought into view', async () => {
    const { user } = renderPicker();
    await screen.findByText('500 games loaded');
    act(() => gameList().focus());
    expect(activeGame()).toBe(game('Slot 1'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeGame()).toBe(game('Slot 3'));
    expect(game('Slot 3')).toHaveClass('game-row--active');
    await user.keyboard('{ArrowUp}');
    expect(activeGame()).toBe(game('Slot 2'));
    await user.keyboard('{End}');
    // Scrolled to: the last game's row is rendered, the first's no longer.
    expect(activeGame()).toBe(game('Slot 500'));
    expect(within(gameList()).queryByRole('option', { name: 'Slot 1 Vendor 1' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(activeGame()).toBe(game('Slot 500'));
    await user.keyboard('{Home}{ArrowUp}');
    expect(activeGame()).toBe(game('Slot 1'));
  });

  it('selects and unselects the active game with Space and Enter', async () => {
    const { user, onSave } = renderPicker();
    await screen.findByText('500 games loaded');
    act(() => gameList().focus());
    await user.keyboard(' ');
    expect(game('Slot 1')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(game('Slot 2')).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{End}{Enter}');
    expect(screen.getByText('2 games selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith([1, 500]);
  });

  it('makes the game clicked the active one', async () => {
    const { user } = renderPicker();
    await screen.findByText('500 games loaded');
    await user.click(game('Slot 3'));
    expect(gameList()).toHaveFocus();
    expect(activeGame()).toBe(game('Slot 3'));
    await user.keyboard('{ArrowDown} ');
    expect(game('Slot 4')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('GamePicker in Romanian', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    fetchByIds.mockResolvedValue([]);
  });

  it('titles, labels and counts in Romanian, with its plural forms', async () => {
    fetchPage.mockResolvedValueOnce(fullGamePage()).mockResolvedValueOnce(gameInfos(501, 20));
    const { user } = renderWithStore(
      <IntlProvider locale="ro" messages={romanianMessages}>
        <GamePicker open selectedIds={[2]} onSave={jest.fn()} onClose={jest.fn()} />
      </IntlProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Selectează jocurile' })).toBeInTheDocument();
    expect(await screen.findByText('500 de jocuri încărcate')).toBeInTheDocument();
    expect(screen.getByText('1 joc selectat')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Caută jocuri' })).toHaveAttribute('placeholder', 'Caută după nume sau furnizor');
    expect(screen.getByRole('checkbox', { name: 'Afișează doar jocurile selectate' })).not.toBeChecked();
    await user.click(screen.getByRole('option', { name: 'Slot 3 Vendor 0' }));
    expect(screen.getByText('2 jocuri selectate')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Încarcă mai multe' }));
    expect(await screen.findByText('520 de jocuri încărcate')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Închide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvează modificările' })).toBeInTheDocument();
  });
});

describe('GamePicker search', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.useFakeTimers();
    fetchPage.mockResolvedValue(gameInfos(1, 3));
  });
  afterEach(() => jest.useRealTimers());

  it('searches a second after the last keystroke', async () => {
    search.mockResolvedValue([gameInfo(42)]);
    renderPicker();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await screen.findByText('3 games loaded');
    await user.type(screen.getByRole('textbox', { name: 'Search games' }), 'slo');
    await act(async () => {
      jest.advanceTimersByTime(999);
    });
    expect(search).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(await screen.findByText('1 games loaded')).toBeInTheDocument();
    expect(search.mock.calls).toEqual([['slo', 0, expect.any(AbortSignal)]]);
  });
});
