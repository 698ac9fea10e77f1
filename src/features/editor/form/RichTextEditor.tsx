import { useEffect, useMemo, useRef } from 'react';
import ReactQuill from 'react-quill';
import 'react-quill/dist/quill.snow.css';
import { useIntl } from 'react-intl';
import type { FieldControlProps } from '../../../components/FormField';
import { RICH_TEXT_FORMATS } from '../../../domain/richText';
import { sanitizeRichText } from '../../../lib/sanitizeRichText';
import { nameToolbarControls } from './richTextToolbar';

/** The id is the editor's box, which the field's label points at; the rest describe its editing area. */
export interface RichTextEditorProps extends FieldControlProps {
  /** The editing area's accessible name: the field's label, which cannot name it (a label names form elements only). */
  label: string;
  value: string;
  readOnly: boolean;
  onChange: (html: string) => void;
}

/** Spec §2: at least 300 px tall. */
const EDITOR_STYLE = { minHeight: 300 };

/**
 * Quill's bindings of Tab and Shift+Tab (indent or outdent a list, insert or remove a tab character): without them
 * Tab and Shift+Tab leave the editor as they leave every other field, where Quill kept a keyboard user inside.
 */
const TAB_BINDINGS = ['indent', 'outdent', 'indent code-block', 'outdent code-block', 'remove tab', 'tab'];

/**
 * Snow's own toolbar plus the indent buttons: with Tab given back to the page, they are how a list is nested.
 * A constant: react-quill builds a new editor whenever its modules change (and the toolbar's names would be lost).
 */
const MODULES = {
  toolbar: [[{ header: ['1', '2', '3', false] }], ['bold', 'italic', 'underline', 'link'], [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }], ['clean']],
  keyboard: { bindings: Object.fromEntries(TAB_BINDINGS.map((name) => [name, false])) },
};

/** Sets the attributes given, and removes those given as undefined. */
function describeEditingArea(area: HTMLElement, attributes: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) area.removeAttribute(name);
    else area.setAttribute(name, value);
  }
}

/**
 * react-quill behind one module, loaded lazily: quill is large and only the form needs it. It offers only
 * the formats the server stores (pasted colours, images and the like are dropped as they come in), and
 * loads only what they produce: quill parses its value through innerHTML, where stored script would run.
 */
export default function RichTextEditor({ id, label, 'aria-describedby': describedBy, 'aria-invalid': invalid, value, readOnly, onChange }: RichTextEditorProps) {
  const intl = useIntl();
  const quill = useRef<ReactQuill>(null);
  // Quill builds its toolbar once, with the editor (which stays as long as the props it is made from do not change).
  useEffect(() => {
    const toolbar = quill.current?.getEditor().getModule('toolbar') as { container: HTMLElement } | undefined;
    if (toolbar) nameToolbarControls(toolbar.container, intl);
  }, [intl]);
  // Quill's editing area is a bare contenteditable div: a screen reader is told what it is, its name, and its message.
  useEffect(() => {
    const area = quill.current?.getEditor().root;
    if (area) describeEditingArea(area, { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, 'aria-describedby': describedBy, 'aria-invalid': invalid && 'true' });
  }, [label, describedBy, invalid]);
  const loaded = useMemo(() => sanitizeRichText(value), [value]);
  // Only the user's edits: quill also reports its own normalisation of the value (e.g. '' to '<p><br></p>'), which is no edit.
  const change = (html: string, _delta: unknown, source: string) => {
    if (source === 'user') onChange(html);
  };
  return <ReactQuill ref={quill} id={id} theme="snow" style={EDITOR_STYLE} value={loaded} modules={MODULES} formats={RICH_TEXT_FORMATS} readOnly={readOnly} onChange={change} />;
}
