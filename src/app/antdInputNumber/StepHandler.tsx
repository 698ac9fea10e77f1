// Stands in for @rc-component/input-number's StepHandler, antd InputNumber's two step buttons (webpack.config.ts and
// jest.config.js put it in place).
import StepHandler, { type StepHandlerProps } from '@rc-component/input-number/lib/StepHandler';

/**
 * The step buttons name themselves in English whatever the language ('Increase Value', 'Decrease Value'), and only a
 * mouse can use them: the spinbutton steps with ↑ and ↓ itself. So they are hidden from assistive technology, like a
 * decorative icon; `display: contents` keeps them in their flex column as before.
 */
export default function StepHandlerForMouseOnly(props: StepHandlerProps) {
  return (
    <span aria-hidden style={{ display: 'contents' }}>
      <StepHandler {...props} />
    </span>
  );
}
