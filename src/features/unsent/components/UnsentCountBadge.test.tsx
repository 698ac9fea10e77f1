import { act, screen } from '@testing-library/react';
import { renderWithStore } from '../../../../test/renderWithStore';
import { countLoaded, countLoadFailed } from '../unsentSlice';
import { UnsentCountBadge } from './UnsentCountBadge';

function renderBadge() {
  return renderWithStore(<UnsentCountBadge linkText="Unsent bonuses" />);
}

const badge = () => screen.queryByTitle(/unsent/);

describe('UnsentCountBadge', () => {
  it('is hidden before the count arrives and when the count is zero', () => {
    const { store } = renderBadge();
    expect(badge()).toBeNull();
    act(() => {
      store.dispatch(countLoaded(0));
    });
    expect(badge()).toBeNull();
  });

  it('shows the count', () => {
    const { store } = renderBadge();
    act(() => {
      store.dispatch(countLoaded(12));
    });
    expect(screen.getByTitle('12 unsent bonuses')).toHaveTextContent('12');
  });

  it("says the link's text with the count for screen readers, the drawn text and digits hidden from them", () => {
    const { store } = renderBadge();
    act(() => {
      store.dispatch(countLoaded(12));
    });
    expect(screen.getByTitle('12 unsent bonuses')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Unsent bonuses')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Unsent bonuses, 12 unsent')).toHaveClass('visually-hidden');
  });

  it("is the link's text alone at zero", () => {
    const { store } = renderBadge();
    act(() => {
      store.dispatch(countLoaded(0));
    });
    expect(screen.getByText('Unsent bonuses')).not.toHaveAttribute('aria-hidden');
  });

  it("shows '!' when the count fails to load", () => {
    const { store } = renderBadge();
    act(() => {
      store.dispatch(countLoaded(12));
      store.dispatch(countLoadFailed({ message: '503 - Service Unavailable' }));
    });
    expect(screen.getByTitle('The unsent count could not be loaded')).toHaveTextContent('!');
  });
});
