/** The history feature's public face: whether the API keeps a history (its tab and its buttons show only then). Its components are in ui.ts. */
export { selectHistoryOffered } from './historySelectors';
