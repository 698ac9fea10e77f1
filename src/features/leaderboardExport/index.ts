/** The leaderboard export's public face: saving a file the API makes (the results' exports save theirs alike). */
export { downloadApiFile } from './downloadFile';
