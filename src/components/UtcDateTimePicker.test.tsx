import { screen } from '@testing-library/react';
import { renderWithStore } from '../../test/renderWithStore';
import type { Language } from '../i18n/languages';
import { UtcDateTimePicker } from './UtcDateTimePicker';

async function openPicker(language: Language) {
  const { user } = renderWithStore(<UtcDateTimePicker id="start" value="2025-03-07T09:05:00.000Z" onChange={() => undefined} />, { language });
  await user.click(screen.getByRole('textbox'));
  // The panel's day headers and its month button are plain cells and buttons without roles or names of their own.
  /* eslint-disable testing-library/no-node-access */
  const dayHeaders = Array.from(document.querySelectorAll('.ant-picker-content thead th')).map((cell) => cell.textContent);
  const month = document.querySelector('.ant-picker-month-btn')?.textContent;
  /* eslint-enable testing-library/no-node-access */
  return { dayHeaders, month };
}

describe('UtcDateTimePicker', () => {
  it('shows the UTC wall clock as yyyy-MM-dd HH:mm, the week starting on Monday', async () => {
    const { dayHeaders, month } = await openPicker('en');
    expect(screen.getByRole('textbox')).toHaveValue('2025-03-07 09:05');
    expect(dayHeaders[0]).toBe('Mo');
    expect(month).toBe('Mar');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it("speaks Romanian when Romanian is shown, in the same format, the week still starting on Monday", async () => {
    const { dayHeaders, month } = await openPicker('ro');
    expect(screen.getByRole('textbox')).toHaveValue('2025-03-07 09:05');
    expect(dayHeaders[0]).toBe('Lu');
    expect(month).toBe('mar.');
    expect(screen.getByText('Acum')).toBeInTheDocument();
  });
});
