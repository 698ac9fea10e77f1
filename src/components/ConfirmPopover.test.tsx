import { act, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { renderWithStore } from '../../test/renderWithStore';
import { ConfirmPopover } from './ConfirmPopover';

function renderQuestion() {
  const onConfirm = jest.fn();
  const view = renderWithStore(
    <ConfirmPopover title="Cancel the tournament?" okText="Yes" cancelText="No" onConfirm={onConfirm}>
      <Button>Cancel</Button>
    </ConfirmPopover>,
  );
  const opener = screen.getByRole('button', { name: 'Cancel' });
  act(() => opener.focus());
  return { ...view, onConfirm, opener };
}

describe('ConfirmPopover', () => {
  it('opens on No, and Escape closes it with focus back on its button', async () => {
    const { user, opener, onConfirm } = renderQuestion();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('gives focus back to its button after either answer', async () => {
    const { user, opener, onConfirm } = renderQuestion();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(opener).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });
});
