import type { ClipboardEvent, KeyboardEvent } from 'react';

/** Spec §2: ids may not contain whitespace, so a whitespace key does nothing. */
export function blockWhitespaceKey(event: KeyboardEvent<HTMLInputElement>) {
  if (/^\s$/.test(event.key)) event.preventDefault();
}

/** Pasted text loses its whitespace before it reaches the field. */
export function pasteWithoutWhitespace(event: ClipboardEvent<HTMLInputElement>, onText: (text: string) => void) {
  event.preventDefault();
  const input = event.currentTarget;
  const pasted = event.clipboardData.getData('text').replace(/\s+/g, '');
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  onText(input.value.slice(0, start) + pasted + input.value.slice(end));
}
