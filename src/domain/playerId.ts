import { TEXT_MAX_LENGTH } from './inputLimits';
import { SINGLE_LINE_PATTERN } from './textPatterns';

const singleLine = new RegExp(SINGLE_LINE_PATTERN, 'u');

/**
 * Whether the API takes `id` as a player id (PUT and POST /api/tournaments/{id}/players): 1 to 255 UTF-16 code
 * units on one line, not only white space, without control characters or unpaired surrogates (the server's schema,
 * from the same rules).
 */
export const isAcceptedPlayerId = (id: string): boolean => id.trim() !== '' && id.length <= TEXT_MAX_LENGTH.id && singleLine.test(id);
