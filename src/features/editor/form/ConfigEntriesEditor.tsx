import { Button, Flex, Input, InputNumber, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import type { MessageDescriptor } from '../../../i18n/text';
import { configEntryChanged, configEntryRemoved } from '../editorSlice';
import { editorMessages } from '../messages';
import type { ConfigName } from '../copy/fieldEdits';
import type { NumberInput } from '../copy/numberInput';
import { blockWhitespaceKey, pasteWithoutWhitespace } from './blockWhitespace';
import { EditorField } from './EditorField';
import { useListMessage } from './useListMessage';

const messages = defineMessages({
  removeEntry: { id: 'editor.configEntries.removeEntry', defaultMessage: 'Remove {id}' },
  removeEmptyEntry: { id: 'editor.configEntries.removeEmptyEntry', defaultMessage: 'Remove empty entry' },
  none: { id: 'editor.configEntries.none', defaultMessage: 'None' },
});

export interface ConfigEntriesEditorProps {
  config: ConfigName;
  /** Each entry's id and number, in order. */
  entries: [string, number][];
  idLabel: MessageDescriptor;
  valueLabel: MessageDescriptor;
  /** The domain's name of the entry's number, for its validation path. */
  valueField: string;
  /** The lowest number allowed, and a new entry's number (0 without one). */
  min?: number;
  addLabel: MessageDescriptor;
}

/** One of the two id → number maps, as rows; ids never hold whitespace (blocked on keypress, stripped on paste). */
export function ConfigEntriesEditor({ config, entries, idLabel, valueLabel, valueField, min, addLabel }: ConfigEntriesEditorProps) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  // Rules about the whole map (e.g. at least one entry) report on the map's own path.
  const listMessage = useListMessage(config);
  const change = (previousId: string | null, id: string, value: NumberInput) => dispatch(configEntryChanged({ config, previousId, id, value }));
  return (
    <Flex vertical>
      {entries.map(([id, value], row) => {
        // Rows are keyed by place: the id is what is being typed, and a key that changes would lose the focus.
        const idInput = `${config}_${row}_id`;
        const valueInput = `${config}_${row}_value`;
        return (
          <Flex key={row} gap="small" align="start" wrap>
            <EditorField label={idLabel} id={idInput}>
              {(control) => (
                <Input
                  {...control}
                  value={id}
                  onKeyDown={blockWhitespaceKey}
                  onPaste={(event) => pasteWithoutWhitespace(event, (text) => change(id, text, value))}
                  onChange={(event) => change(id, event.target.value, value)}
                />
              )}
            </EditorField>
            <EditorField label={valueLabel} id={valueInput} path={`${config}.${id}.${valueField}`}>
              {(control) => <InputNumber {...control} min={min} value={value} onChange={(next) => change(id, id, next)} />}
            </EditorField>
            <Button
              aria-label={id ? intl.formatMessage(messages.removeEntry, { id }) : intl.formatMessage(messages.removeEmptyEntry)}
              onClick={() => dispatch(configEntryRemoved({ config, id }))}
            >
              <FormattedMessage {...editorMessages.remove} />
            </Button>
          </Flex>
        );
      })}
      {entries.length === 0 && (
        <Typography.Text type="secondary">
          <FormattedMessage {...messages.none} />
        </Typography.Text>
      )}
      {listMessage.message !== undefined && (
        <Typography.Text id={listMessage.messageId} type="danger">
          {listMessage.message}
        </Typography.Text>
      )}
      <Button {...listMessage.addButtonProps} onClick={() => change(null, '', min ?? 0)}>
        <FormattedMessage {...addLabel} />
      </Button>
    </Flex>
  );
}
