import type { TournamentFields } from './tournament';

/**
 * The tournament's fields as the form labels them (its cards' titles for the lists and maps), for what names
 * fields outside the form: the history's diffs. The form test checks the form shows these labels.
 */
export const TOURNAMENT_FIELD_LABELS: Record<keyof TournamentFields, string> = {
  slug: 'Slug',
  title: 'Title',
  short_description: 'Short description',
  description: 'Description',
  cta_text: 'Call to action text',
  score_driver: 'Score driver',
  win_criteria: 'Win criteria',
  opt_in_condition: 'Opt-in condition',
  hero_image_desktop: 'Hero image (desktop)',
  hero_image_mobile: 'Hero image (mobile)',
  list_image: 'List image',
  summary_video_url: 'Summary video URL',
  terms_and_conditions: 'Terms and conditions URL',
  terms_and_conditions_text: 'Terms and conditions text',
  floor_score: 'Floor score',
  is_promoted: 'Promoted',
  is_raffle: 'Raffle',
  is_obsolete: 'Obsolete',
  is_hidden: 'Hidden from public',
  leaderboard_size: 'Leaderboard size',
  award_prizes: 'Award prizes',
  total_item_prizes: 'Total item prizes',
  free_spins: 'Free spins',
  total_pool_prize: 'Total pool prize',
  tiers: 'Tiers',
  wagering_conditions: 'Wagering conditions',
  time_configuration: 'Time configuration',
  bonus_win_amount_ingestion_configuration: 'Bonus win amount ingestion',
  user_role_assignment_score_configuration: 'User role assignment score configuration',
  deposit_amount_multiplication_factor: 'Deposit amount multiplication factor',
  min_deposit_amount: 'Min deposit amount',
  max_deposit_amount: 'Max deposit amount',
};
