import { Card } from 'antd';
import { EditorTextInput } from '../FieldControls';

/** The texts players read. */
export function ContentSection() {
  return (
    <Card title="Content" size="small">
      <EditorTextInput field="short_description" label="Short description" />
      <EditorTextInput field="description" label="Description" rows={4} />
      <EditorTextInput field="cta_text" label="Call to action text" />
    </Card>
  );
}
