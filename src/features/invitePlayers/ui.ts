/**
 * 'Invite players' for the Leaderboard tab (issue 25): the tab shows the action, and takes the feature in with its
 * own (leaderboardFeature's needs, from invitePlayersFeature.ts).
 */
export { InvitePlayers } from './components/InvitePlayers';
