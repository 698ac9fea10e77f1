/** The Unsent page's public face: the words of sending a bonus, which the bulk send's dialog says alike. */
export { sendMessages } from './messages';
