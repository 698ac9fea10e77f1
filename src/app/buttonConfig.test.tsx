import { render, screen } from '@testing-library/react';
import type * as Antd from 'antd';
import { buttonConfig } from './buttonConfig';

let antd: typeof Antd;

beforeAll(async () => {
  // antd animates only where the browser says it has CSS transitions (jsdom lacks these events), as browsers do.
  Object.assign(window, { TransitionEvent: Event, AnimationEvent: Event });
  antd = await import('antd');
});

function ExportButton({ loading, config }: { loading: boolean; config?: typeof buttonConfig }) {
  const { Button, ConfigProvider } = antd;
  return (
    <ConfigProvider button={config}>
      <Button loading={loading}>Export</Button>
    </ConfigProvider>
  );
}

/** The loading icon in the button, if any: hidden from assistive technology (src/app/antdIcons), so found by its class. */
// eslint-disable-next-line testing-library/no-node-access
const spinnerIn = (button: HTMLElement) => button.querySelector('.anticon-loading');

/** jsdom runs no transition, as a browser does not when loading ends a frame after it starts. */
describe('buttonConfig', () => {
  it('takes the spinner out of a button as soon as its loading ends', () => {
    const { rerender } = render(<ExportButton loading config={buttonConfig} />);
    expect(screen.getByRole('button', { name: 'Export' })).toHaveClass('ant-btn-loading');
    expect(spinnerIn(screen.getByRole('button', { name: 'Export' }))).not.toBeNull();
    rerender(<ExportButton loading={false} config={buttonConfig} />);
    const done = screen.getByRole('button', { name: 'Export' });
    expect(done).not.toHaveClass('ant-btn-loading');
    expect(spinnerIn(done)).toBeNull();
  });

  it("is needed: antd's own spinner waits for its transition to end and stays", () => {
    const { rerender } = render(<ExportButton loading />);
    rerender(<ExportButton loading={false} />);
    expect(screen.getByRole('button', { name: 'Export' })).not.toHaveClass('ant-btn-loading');
    expect(spinnerIn(screen.getByRole('button', { name: 'Export' }))).not.toBeNull();
  });
});
