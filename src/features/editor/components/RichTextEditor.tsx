import ReactQuill from 'react-quill';
import 'react-quill/dist/quill.snow.css';

export interface RichTextEditorProps {
  id: string;
  value: string;
  readOnly: boolean;
  onChange: (html: string) => void;
}

/** Spec §2: at least 300 px tall. */
const EDITOR_STYLE = { minHeight: 300 };

/** react-quill behind one module, loaded lazily: quill is large and only the form needs it. */
export default function RichTextEditor({ id, value, readOnly, onChange }: RichTextEditorProps) {
  // Only the user's edits: quill also reports its own normalisation of the value (e.g. '' to '<p><br></p>'), which is no edit.
  const change = (html: string, _delta: unknown, source: string) => {
    if (source === 'user') onChange(html);
  };
  return <ReactQuill id={id} theme="snow" style={EDITOR_STYLE} value={value} readOnly={readOnly} onChange={change} />;
}
