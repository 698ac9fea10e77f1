import { HttpStatusError } from '../api/client';
import { TextError, type Text } from '../i18n/text';

/** The text a failure shows: an Error's message (the API client's '{status} - {statusText}'), else the value itself. */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** errorMessage followed by the server's own message when it gave one: '400 - Bad Request: {what was wrong}'. */
export const errorMessageWithDetail = (error: unknown): string =>
  error instanceof HttpStatusError && error.detail ? `${error.message}: ${error.detail}` : errorMessage(error);

/** What a failure shows as a `Text`: a TextError's message of the catalogs, else errorMessage's words. */
export const errorText = (error: unknown): Text => (error instanceof TextError ? error.text : errorMessage(error));
