import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithStore } from '../../test/renderWithStore';
import { PageButtons } from './PageButtons';

/** The buttons as a list holds them: a choice comes back as the current page. */
function Pager({ pageCount, initialPage }: { pageCount: number; initialPage: number }) {
  const [current, setCurrent] = useState(initialPage);
  return <PageButtons current={current} pageCount={pageCount} margin={1} onChoose={setCurrent} />;
}

describe('PageButtons', () => {
  it('keeps focus on Next and Previous while they lead on, and hands it to the page at an end, where they are disabled', async () => {
    const { user } = renderWithStore(<Pager pageCount={3} initialPage={1} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    act(() => next.focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { current: 'page' })).toHaveTextContent('2');
    expect(next).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: '3', current: 'page' })).toHaveFocus();

    const previous = screen.getByRole('button', { name: 'Previous page' });
    act(() => previous.focus());
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(previous).toBeDisabled();
    expect(screen.getByRole('button', { name: '1', current: 'page' })).toHaveFocus();
  });
});
