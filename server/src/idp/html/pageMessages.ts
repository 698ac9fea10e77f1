import { defineMessages } from '../../../../src/i18n/defineMessages';

/** The words of the sign-in provider's pages (issue 14: in the language of the browser's Accept-Language). */
export const pageMessages = defineMessages({
  signInTitle: { id: 'server.idp.signInTitle', defaultMessage: 'Sign in to Tournament Console' },
  username: { id: 'server.idp.username', defaultMessage: 'Username' },
  password: { id: 'server.idp.password', defaultMessage: 'Password' },
  signIn: { id: 'server.idp.signIn', defaultMessage: 'Sign in' },
  invalidCredentials: { id: 'server.idp.invalidCredentials', defaultMessage: 'Invalid username or password' },
  tooManyFailures: { id: 'server.idp.tooManyFailures', defaultMessage: 'Too many failed sign-ins. Try again in {wait}.' },
  seconds: { id: 'server.idp.seconds', defaultMessage: '{seconds, plural, one {1 second} other {{seconds} seconds}}' },
  minutes: { id: 'server.idp.minutes', defaultMessage: '{minutes, plural, one {1 minute} other {{minutes} minutes}}' },
  signInFailed: { id: 'server.idp.signInFailed', defaultMessage: 'Sign-in failed' },
  signInExpired: { id: 'server.idp.signInExpired', defaultMessage: 'Sign-in expired' },
  signInExpiredText: {
    id: 'server.idp.signInExpiredText',
    defaultMessage: 'This sign-in has expired or was already completed. Go back to the console and try again.',
  },
  invalidParameter: {
    id: 'server.idp.invalidParameter',
    defaultMessage: 'The sign-in request is not valid: its {name} is too long or holds a character it may not. Go back to the console and try again.',
  },
  unknownClient: { id: 'server.idp.unknownClient', defaultMessage: 'Unknown client.' },
  invalidRedirect: { id: 'server.idp.invalidRedirect', defaultMessage: 'Invalid redirect URI.' },
  missingClient: { id: 'server.idp.missingClient', defaultMessage: 'Missing client_id or id_token_hint.' },
  backToConsole: { id: 'server.idp.backToConsole', defaultMessage: 'Back to the console' },
  signOutFailed: { id: 'server.idp.signOutFailed', defaultMessage: 'Sign-out failed' },
  signOutQuestion: { id: 'server.idp.signOutQuestion', defaultMessage: 'Sign out?' },
  signOutQuestionText: { id: 'server.idp.signOutQuestionText', defaultMessage: 'Do you want to sign out of Tournament Console?' },
  signedOut: { id: 'server.idp.signedOut', defaultMessage: 'Signed out' },
  signedOutText: { id: 'server.idp.signedOutText', defaultMessage: 'You are signed out.' },
  account: { id: 'server.idp.account', defaultMessage: 'Account' },
  notSignedIn: { id: 'server.idp.notSignedIn', defaultMessage: 'You are not signed in.' },
  name: { id: 'server.idp.name', defaultMessage: 'Name' },
  email: { id: 'server.idp.email', defaultMessage: 'Email' },
  roles: { id: 'server.idp.roles', defaultMessage: 'Roles' },
  signOut: { id: 'server.idp.signOut', defaultMessage: 'Sign out' },
});
