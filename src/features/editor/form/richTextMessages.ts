import { defineMessages } from '../../../i18n/defineMessages';

/**
 * The rich-text editor's words: those Quill's stylesheet writes (TermsSection puts them in CSS variables), and the
 * names of its toolbar's controls, which Quill draws as icons with no text (richTextToolbar.ts).
 */
export const richTextMessages = defineMessages({
  normal: { id: 'editor.richText.normal', defaultMessage: 'Normal' },
  heading1: { id: 'editor.richText.heading1', defaultMessage: 'Heading 1' },
  heading2: { id: 'editor.richText.heading2', defaultMessage: 'Heading 2' },
  heading3: { id: 'editor.richText.heading3', defaultMessage: 'Heading 3' },
  visitUrl: { id: 'editor.richText.visitUrl', defaultMessage: 'Visit URL:' },
  enterLink: { id: 'editor.richText.enterLink', defaultMessage: 'Enter link:' },
  edit: { id: 'editor.richText.edit', defaultMessage: 'Edit' },
  textStyle: { id: 'editor.richText.textStyle', defaultMessage: 'Text style' },
  bold: { id: 'editor.richText.bold', defaultMessage: 'Bold' },
  italic: { id: 'editor.richText.italic', defaultMessage: 'Italic' },
  underline: { id: 'editor.richText.underline', defaultMessage: 'Underline' },
  link: { id: 'editor.richText.link', defaultMessage: 'Link' },
  numberedList: { id: 'editor.richText.numberedList', defaultMessage: 'Numbered list' },
  bulletedList: { id: 'editor.richText.bulletedList', defaultMessage: 'Bulleted list' },
  clearFormatting: { id: 'editor.richText.clearFormatting', defaultMessage: 'Clear formatting' },
  outdent: { id: 'editor.richText.outdent', defaultMessage: 'Decrease indent' },
  indent: { id: 'editor.richText.indent', defaultMessage: 'Increase indent' },
  toolbar: { id: 'editor.richText.toolbar', defaultMessage: 'Text formatting' },
});
