import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/renderWithStore';
import type { Language } from '../../../i18n/languages';
import RichTextEditor, { type RichTextEditorProps } from './RichTextEditor';

const TOOLBAR_NAMES: Record<Language, string[]> = {
  en: ['Text style', 'Bold', 'Italic', 'Underline', 'Link', 'Numbered list', 'Bulleted list', 'Decrease indent', 'Increase indent', 'Clear formatting'],
  ro: ['Stil text', 'Aldin', 'Cursiv', 'Subliniat', 'Link', 'Listă numerotată', 'Listă cu marcatori', 'Micșorează indentarea', 'Mărește indentarea', 'Elimină formatarea'],
};

/** The editor in the app's language (its toolbar names are messages). */
function renderEditor(props: Partial<RichTextEditorProps> = {}, language: Language = 'en') {
  return renderWithStore(<RichTextEditor id="terms" label="Terms" value="" readOnly={false} onChange={jest.fn()} {...props} />, { route: null, language });
}

/** Quill's editing area, byte for byte: the markup is the point here, and the area has no role to find it by. */
function editorArea(container: HTMLElement): HTMLElement {
  // eslint-disable-next-line testing-library/no-node-access
  return container.querySelector<HTMLElement>('.ql-editor')!;
}

describe('RichTextEditor', () => {
  it('loads stored script without it, and reports no edit for what it left out', () => {
    const onChange = jest.fn();
    const stored = '<p>Terms</p><img src=x onerror="window.__xss=1"><p onclick="alert(1)">more</p>';
    const { container } = renderEditor({ value: stored, onChange });
    expect(editorArea(container).innerHTML).toBe('<p>Terms</p><p>more</p>');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('loads the formats it offers as they are', () => {
    const formatted = '<h2>Rules</h2><ol><li><strong>Bold</strong> <a href="https://example.test/" rel="noopener noreferrer" target="_blank">link</a></li><li class="ql-indent-1"><u>u</u></li></ol>';
    const { container } = renderEditor({ value: formatted });
    expect(editorArea(container).innerHTML).toBe(formatted);
  });

  it('leaves Tab and Shift+Tab to the browser, in a list too, where Quill indented instead', async () => {
    const onChange = jest.fn();
    const { container, user } = renderEditor({ value: '<ol><li>Rule</li></ol>', onChange });
    const area = editorArea(container);
    await user.click(area);
    // eslint-disable-next-line testing-library/no-node-access
    document.getSelection()!.collapse(area.querySelector('li')!.firstChild, 0);
    // Quill matches keys by keyCode, which user-event leaves at 0: the keys as the browser sends them. Not
    // prevented, the browser moves focus on (the keyboard-only e2e spec walks through the editor in Chromium).
    expect(fireEvent.keyDown(area, { key: 'Tab', keyCode: 9 })).toBe(true);
    expect(fireEvent.keyDown(area, { key: 'Tab', keyCode: 9, shiftKey: true })).toBe(true);
    expect(area.innerHTML).toBe('<ol><li>Rule</li></ol>');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names its toolbar, whose indent buttons nest a list and take it back', async () => {
    // Quill scrolls the selection into view, measuring it; jsdom lays nothing out.
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    const onChange = jest.fn();
    const { container, user } = renderEditor({ value: '<ol><li>Rule</li></ol>', onChange });
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    await user.click(editorArea(container));
    await user.click(within(toolbar).getByRole('button', { name: 'Increase indent' }));
    expect(onChange).toHaveBeenLastCalledWith('<ol><li class="ql-indent-1">Rule</li></ol>');
    await user.click(within(toolbar).getByRole('button', { name: 'Decrease indent' }));
    expect(onChange).toHaveBeenLastCalledWith('<ol><li>Rule</li></ol>');
  });

  it.each(Object.entries(TOOLBAR_NAMES))('names every toolbar control, drawn by Quill as an icon, in the language shown (%s)', (language, names) => {
    renderEditor({}, language as Language);
    expect(screen.getAllByRole('button').map((control) => control.getAttribute('aria-label'))).toEqual(names);
  });
});
