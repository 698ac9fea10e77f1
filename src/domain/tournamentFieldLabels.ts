import { defineMessages } from '../i18n/defineMessages';
import type { MessageDescriptor } from '../i18n/text';
import type { TournamentFields } from './tournament';

/**
 * The tournament's fields as the form labels them (its cards' titles for the lists and maps), for what names
 * fields outside the form: the history's diffs. The form test checks the form shows these labels.
 */
export const TOURNAMENT_FIELD_LABELS: Record<keyof TournamentFields, MessageDescriptor> = defineMessages({
  slug: { id: 'domain.field.slug', defaultMessage: 'Slug' },
  title: { id: 'domain.field.title', defaultMessage: 'Title' },
  short_description: { id: 'domain.field.shortDescription', defaultMessage: 'Short description' },
  description: { id: 'domain.field.description', defaultMessage: 'Description' },
  cta_text: { id: 'domain.field.ctaText', defaultMessage: 'Call to action text' },
  score_driver: { id: 'domain.field.scoreDriver', defaultMessage: 'Score driver' },
  win_criteria: { id: 'domain.field.winCriteria', defaultMessage: 'Win criteria' },
  opt_in_condition: { id: 'domain.field.optInCondition', defaultMessage: 'Opt-in condition' },
  hero_image_desktop: { id: 'domain.field.heroImageDesktop', defaultMessage: 'Hero image (desktop)' },
  hero_image_mobile: { id: 'domain.field.heroImageMobile', defaultMessage: 'Hero image (mobile)' },
  list_image: { id: 'domain.field.listImage', defaultMessage: 'List image' },
  summary_video_url: { id: 'domain.field.summaryVideoUrl', defaultMessage: 'Summary video URL' },
  terms_and_conditions: { id: 'domain.field.termsAndConditions', defaultMessage: 'Terms and conditions URL' },
  terms_and_conditions_text: { id: 'domain.field.termsAndConditionsText', defaultMessage: 'Terms and conditions text' },
  floor_score: { id: 'domain.field.floorScore', defaultMessage: 'Floor score' },
  is_promoted: { id: 'domain.field.isPromoted', defaultMessage: 'Promoted' },
  is_raffle: { id: 'domain.field.isRaffle', defaultMessage: 'Raffle' },
  is_obsolete: { id: 'domain.field.isObsolete', defaultMessage: 'Obsolete' },
  is_hidden: { id: 'domain.field.isHidden', defaultMessage: 'Hidden from public' },
  leaderboard_size: { id: 'domain.field.leaderboardSize', defaultMessage: 'Leaderboard size' },
  award_prizes: { id: 'domain.field.awardPrizes', defaultMessage: 'Award prizes' },
  total_item_prizes: { id: 'domain.field.totalItemPrizes', defaultMessage: 'Total item prizes' },
  free_spins: { id: 'domain.field.freeSpins', defaultMessage: 'Free spins' },
  total_pool_prize: { id: 'domain.field.totalPoolPrize', defaultMessage: 'Total pool prize' },
  tiers: { id: 'domain.field.tiers', defaultMessage: 'Tiers' },
  wagering_conditions: { id: 'domain.field.wageringConditions', defaultMessage: 'Wagering conditions' },
  time_configuration: { id: 'domain.field.timeConfiguration', defaultMessage: 'Time configuration' },
  bonus_win_amount_ingestion_configuration: { id: 'domain.field.bonusWinAmountIngestionConfiguration', defaultMessage: 'Bonus win amount ingestion' },
  user_role_assignment_score_configuration: { id: 'domain.field.userRoleAssignmentScoreConfiguration', defaultMessage: 'User role assignment score configuration' },
  deposit_amount_multiplication_factor: { id: 'domain.field.depositAmountMultiplicationFactor', defaultMessage: 'Deposit amount multiplication factor' },
  min_deposit_amount: { id: 'domain.field.minDepositAmount', defaultMessage: 'Min deposit amount' },
  max_deposit_amount: { id: 'domain.field.maxDepositAmount', defaultMessage: 'Max deposit amount' },
  manual_payout: { id: 'domain.field.manualPayout', defaultMessage: 'Manual payout' },
});
