import { render } from '@testing-library/react';
import RichTextEditor from './RichTextEditor';

/** Quill's editing area, byte for byte: the markup is the point here, and the area has no role to find it by. */
function editorMarkup(container: HTMLElement): string | undefined {
  // eslint-disable-next-line testing-library/no-node-access
  return container.querySelector('.ql-editor')?.innerHTML;
}

describe('RichTextEditor', () => {
  beforeEach(() => {
    // react-quill 2 calls findDOMNode, which React 18 warns about in development only.
    const consoleError = console.error.bind(console);
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('findDOMNode')) consoleError(...args);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads stored script without it, and reports no edit for what it left out', () => {
    const onChange = jest.fn();
    const stored = '<p>Terms</p><img src=x onerror="window.__xss=1"><p onclick="alert(1)">more</p>';
    const { container } = render(<RichTextEditor id="terms" value={stored} readOnly={false} onChange={onChange} />);
    expect(editorMarkup(container)).toBe('<p>Terms</p><p>more</p>');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('loads the formats it offers as they are', () => {
    const formatted = '<h2>Rules</h2><ol><li><strong>Bold</strong> <a href="https://example.test/" rel="noopener noreferrer" target="_blank">link</a></li><li class="ql-indent-1"><u>u</u></li></ol>';
    const { container } = render(<RichTextEditor id="terms" value={formatted} readOnly={false} onChange={jest.fn()} />);
    expect(editorMarkup(container)).toBe(formatted);
  });
});
