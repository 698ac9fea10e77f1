// The Romanian catalog, one file per area of the code (the same split as src/; server.json for the server's own
// messages, ids 'server.…'), merged: each area's owner edits only its file. The SPA's build reads each file's texts
// as ICU ASTs (webpack.messages.ts); the tests and the catalog test read the strings.
import type { Catalog } from '../text';
import app from './app.json';
import components from './components.json';
import lib from './lib.json';
import domain from './domain.json';
import api from './api.json';
import auth from './auth.json';
import connection from './connection.json';
import adminUsers from './adminUsers.json';
import tournaments from './tournaments.json';
import unsent from './unsent.json';
import editor from './editor.json';
import boosters from './boosters.json';
import games from './games.json';
import bonuses from './bonuses.json';
import history from './history.json';
import simulation from './simulation.json';
import bonusOutbox from './bonusOutbox.json';
import leaderboard from './leaderboard.json';
import invitePlayers from './invitePlayers.json';
import bulkSend from './bulkSend.json';
import live from './live.json';
import leaderboardExport from './leaderboardExport.json';
import payoutReview from './payoutReview.json';
import results from './results.json';
import series from './series.json';
import server from './server.json';

export const romanianMessages: Catalog = {
  ...app,
  ...components,
  ...lib,
  ...domain,
  ...api,
  ...auth,
  ...connection,
  ...adminUsers,
  ...tournaments,
  ...unsent,
  ...editor,
  ...boosters,
  ...games,
  ...bonuses,
  ...history,
  ...simulation,
  ...bonusOutbox,
  ...leaderboard,
  ...invitePlayers,
  ...bulkSend,
  ...live,
  ...leaderboardExport,
  ...payoutReview,
  ...results,
  ...series,
  ...server,
};
