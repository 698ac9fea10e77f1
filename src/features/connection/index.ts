/** The connection's public face: the server answers again, and the person asks to try now. */
export { retryNowRequested, serverReached } from './connectionSlice';
