/**
 * How long a text, how large a number and how many items the API accepts: the server's schemas refuse
 * anything beyond, and the console's form stops the user at the same limits. Each limit is what a
 * person would type or a real tournament needs, with room to spare, not what the database could hold.
 */

/** Characters (UTF-16 code units, as `maxLength` counts them) per kind of text. */
export const TEXT_MAX_LENGTH = {
  /** A title, a name, a code: one line of a heading. */
  name: 200,
  /** A short description or call to action: one or two sentences. */
  shortText: 500,
  /** The plain-text description: a few paragraphs. */
  longText: 5000,
  /** The longest URL browsers and CDNs reliably handle. */
  url: 2048,
  /** A user, player, bonus or role id, as other systems issue them. */
  id: 255,
  /** A search text typed into a box. */
  search: 200,
  /** An ISO 8601 timestamp, with room for a zone offset and fractions of a second. */
  timestamp: 64,
  /** A note explaining a manual score adjustment. */
  note: 1000,
} as const;

/** The rich-text terms and conditions, in UTF-8 bytes: pages of formatted terms, a tenth of a megabyte. */
export const RICH_TEXT_MAX_BYTES = 100_000;

/**
 * The ranks a tournament awards and shows. The leaderboard itself may hold a million players; prizes go
 * to at most this many ranks, which bounds the bonus outbox a completion writes.
 */
export const LEADERBOARD_SIZE_MAX = 100_000;
/** Prize tiers of one tournament: a person enters each by hand. */
export const TIERS_MAX = 100;
/** Wagering conditions of one tournament (a few per platform). */
export const WAGERING_CONDITIONS_MAX = 20;
/** Games of one wagering condition, and ids of one games lookup: the whole catalogue of a large casino. */
export const GAME_IDS_MAX = 10_000;
/** Entries of one configuration map (bonus-win factors, role scores). */
export const CONFIG_ENTRIES_MAX = 100;
/** Player ids of one invitation (POST /api/tournaments/{id}/players); the console sends a longer list in runs of this many. */
export const INVITED_PLAYER_IDS_MAX = 1000;
/** Boosters saved or deleted in one call. */
export const BOOSTERS_MAX = 100;

/** Money: stakes, deposits, bonus values and prize totals, in the default currency. */
export const AMOUNT_MAX = 1_000_000_000;
/** Multipliers and contributions (a factor of 1,000 or a 1,000 % contribution is already absurd). */
export const FACTOR_MAX = 1000;
/** Points: a score to add or take away. */
export const SCORE_MAX = 1_000_000_000;
/** Row ids are PostgreSQL integers. */
export const ID_MAX = 2_147_483_647;

/** Limit of each text field of the tournament form, so that the form's inputs stop where the API does. */
export const TOURNAMENT_TEXT_MAX_LENGTH = {
  slug: TEXT_MAX_LENGTH.name,
  title: TEXT_MAX_LENGTH.name,
  short_description: TEXT_MAX_LENGTH.shortText,
  description: TEXT_MAX_LENGTH.longText,
  cta_text: TEXT_MAX_LENGTH.name,
  hero_image_desktop: TEXT_MAX_LENGTH.url,
  hero_image_mobile: TEXT_MAX_LENGTH.url,
  list_image: TEXT_MAX_LENGTH.url,
  summary_video_url: TEXT_MAX_LENGTH.url,
  terms_and_conditions: TEXT_MAX_LENGTH.url,
  award_prizes: TEXT_MAX_LENGTH.name,
  total_pool_prize: TEXT_MAX_LENGTH.name,
} as const;
