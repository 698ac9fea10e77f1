import { fireEvent, screen } from '@testing-library/react';
import { InputNumber } from 'antd';
import { renderWithStore } from '../../../test/renderWithStore';

/** @rc-component/input-number's step buttons stand in (jest.config.js, as webpack.config.ts in the build). */
describe("antd InputNumber's step buttons, for the mouse only", () => {
  it('are not given to assistive technology, which would hear their English names; the spinbutton is', () => {
    renderWithStore(<InputNumber aria-label="Amount" defaultValue={1} />);
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Increase Value' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decrease Value' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { hidden: true, name: /Value$/ })).toHaveLength(2);
  });

  it('still step the value with the mouse', () => {
    renderWithStore(<InputNumber aria-label="Amount" defaultValue={1} />);
    const up = screen.getByRole('button', { hidden: true, name: 'Increase Value' });
    fireEvent.mouseDown(up);
    fireEvent.mouseUp(up);
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('2');
  });
});
