import { useFieldError } from './useFieldError';

/**
 * The validation message about a whole list ('Should be at least one tier'), in words, with its id and the props
 * that make it the description of the list's Add button: the control that fixes it, the list having none of its own.
 */
export function useListMessage(path: string) {
  const message = useFieldError(path);
  const messageId = `${path}-message`;
  return { message, messageId, addButtonProps: { 'aria-describedby': message === undefined ? undefined : messageId } };
}
