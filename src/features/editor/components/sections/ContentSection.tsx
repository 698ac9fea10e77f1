import { Card, Input } from 'antd';
import { useAppDispatch } from '../../../../app/hooks';
import { fieldChanged } from '../../editorSlice';
import { EditorField } from '../EditorField';
import { useEditorFields } from '../useEditorFields';

type TextField = 'short_description' | 'description' | 'cta_text';

const TEXT_FIELDS: { field: TextField; label: string; multiline: boolean }[] = [
  { field: 'short_description', label: 'Short description', multiline: false },
  { field: 'description', label: 'Description', multiline: true },
  { field: 'cta_text', label: 'Call to action text', multiline: false },
];

/** The texts players read. */
export function ContentSection() {
  const dispatch = useAppDispatch();
  const fields = useEditorFields();
  return (
    <Card title="Content" size="small">
      {TEXT_FIELDS.map(({ field, label, multiline }) => {
        const props = { id: field, value: fields[field], onChange: (event: { target: { value: string } }) => dispatch(fieldChanged({ field, value: event.target.value })) };
        return (
          <EditorField key={field} label={label} id={field} path={field}>
            {multiline ? <Input.TextArea rows={4} {...props} /> : <Input {...props} />}
          </EditorField>
        );
      })}
    </Card>
  );
}
