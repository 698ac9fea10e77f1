/** The bulk send's public face for the lists' sagas: the event that a send of all shown has finished. */
export { sendAllFinished, type BulkSendScope } from './bulkSendEvents';
