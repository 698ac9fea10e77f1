import { createAction } from '@reduxjs/toolkit';

/** The lists that offer 'Send all shown'; the one that asked reloads when the sends end. */
export type BulkSendScope = 'unsent' | 'bonusOutbox';

/**
 * A run of 'Send all shown' ended (sent, failed or stopped): the list that asked reloads. Apart from the slice: the
 * Unsent page's sagas, in the entry, watch it, while the bulk send comes with the routes that offer it.
 */
export const sendAllFinished = createAction<{ scope: BulkSendScope }>('bulkSend/sendAllFinished');
