import type { IntlShape } from 'react-intl';
import type { MessageDescriptor } from '../../../i18n/text';
import { richTextMessages as messages } from './richTextMessages';

/** The toolbar's controls by selector (RichTextEditor's MODULES), with the name each is given. */
const CONTROL_NAMES: [selector: string, name: MessageDescriptor][] = [
  ['.ql-header .ql-picker-label', messages.textStyle],
  ['.ql-header .ql-picker-item:not([data-value])', messages.normal],
  ['.ql-header .ql-picker-item[data-value="1"]', messages.heading1],
  ['.ql-header .ql-picker-item[data-value="2"]', messages.heading2],
  ['.ql-header .ql-picker-item[data-value="3"]', messages.heading3],
  ['button.ql-bold', messages.bold],
  ['button.ql-italic', messages.italic],
  ['button.ql-underline', messages.underline],
  ['button.ql-link', messages.link],
  ['button.ql-list[value="ordered"]', messages.numberedList],
  ['button.ql-list[value="bullet"]', messages.bulletedList],
  ['button.ql-indent[value="-1"]', messages.outdent],
  ['button.ql-indent[value="+1"]', messages.indent],
  ['button.ql-clean', messages.clearFormatting],
];

/**
 * Names Quill's toolbar and its controls for assistive technology (axe's button-name and aria-command-name): Quill
 * draws them as icons, or as words its stylesheet writes, and gives them no name of their own. The toolbar becomes
 * a named toolbar for readers.
 */
export function nameToolbarControls(toolbar: HTMLElement, intl: IntlShape): void {
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', intl.formatMessage(messages.toolbar));
  for (const [selector, name] of CONTROL_NAMES) {
    for (const control of toolbar.querySelectorAll(selector)) control.setAttribute('aria-label', intl.formatMessage(name));
  }
}
