import { BonusType, ScoreDriver } from './enums';
import type { TournamentFields } from './tournament';
import { newTournamentFields, newTier, newWageringCondition } from './tournamentDefaults';
import { inEnglish } from '../i18n/inLanguage';
import { isWebUrl, TOURNAMENT_VALIDATION_MESSAGES, validateTournament, WEB_URL_MESSAGE, type ValidationMode } from './tournamentValidation';

const now = new Date('2030-01-07T10:30:00.000Z');

function valid(overrides: Partial<TournamentFields> = {}): TournamentFields {
  return {
    ...newTournamentFields(now),
    title: 'Race',
    cta_text: 'Join',
    hero_image_desktop: 'https://img.example.test/d.png',
    hero_image_mobile: 'http://img.example.test/m.png',
    list_image: 'https://img.example.test/l.png',
    terms_and_conditions: 'https://terms.example.test',
    tiers: [{ rank_min: 1, rank_max: 2, bonus: { type: BonusType.BonusMoney, code: 'C', name: 'N', nominal_name: '', image_url: '', value: 5 } }],
    wagering_conditions: [{ ...newWageringCondition(), casino_game_ids: [7] }],
    ...overrides,
  };
}

/** The errors with their messages in English, the spec's words. */
const check = (t: TournamentFields, mode: ValidationMode = 'update') =>
  validateTournament(t, { mode, now }).map(({ field, message }) => ({ field, message: inEnglish(message) }));
const fields = (t: TournamentFields, mode: ValidationMode = 'update') => check(t, mode).map((error) => error.field);

describe('validateTournament', () => {
  it('gives each message as a serializable reference with the values it names, for the console and the server to put into words', () => {
    const [title, size] = validateTournament(valid({ title: '', leaderboard_size: 0 }), { mode: 'update', now });
    expect(title).toEqual({ field: 'title', message: { id: 'domain.tournament.titleRequired', defaultMessage: 'Title required' } });
    expect(size.message).toEqual({ ...TOURNAMENT_VALIDATION_MESSAGES.leaderboardSize, values: { max: 100_000 } });
    expect(JSON.parse(JSON.stringify(size))).toEqual(size);
  });

  it('accepts a complete tournament in every mode', () => {
    for (const mode of ['create', 'update', 'publish'] as const) expect(check(valid(), mode)).toEqual([]);
  });

  it('requires the texts, in form order, with the spec messages', () => {
    const blank = valid({ title: '  ', hero_image_desktop: '', hero_image_mobile: '', list_image: '', cta_text: '', terms_and_conditions: '', terms_and_conditions_text: '<p><br></p>' });
    expect(check(blank)).toEqual([
      { field: 'title', message: 'Title required' },
      { field: 'hero_image_desktop', message: 'Desktop image required' },
      { field: 'hero_image_mobile', message: 'Mobile image required' },
      { field: 'list_image', message: 'List image required' },
      { field: 'cta_text', message: 'CTA required' },
      { field: 'terms_and_conditions_text', message: 'T&C text is required if no url provided' },
    ]);
    expect(fields(valid({ terms_and_conditions: '', terms_and_conditions_text: '<p>Read me</p>' }))).toEqual([]);
  });

  it('keeps only http: and https: URLs in the images, terms, summary video and tier bonus images', () => {
    const tier = valid().tiers[0];
    const bad = valid({
      hero_image_desktop: 'javascript:alert(1)',
      hero_image_mobile: 'data:image/png;base64,AAAA',
      list_image: '/thumbnails/l.png',
      terms_and_conditions: 'JavaScript:alert(document.cookie)',
      summary_video_url: 'ftp://video.example.test/v.mp4',
      tiers: [tier, { ...tier, bonus: { ...tier.bonus, image_url: 'javascript:void(0)' } }],
    });
    const urlFields = ['hero_image_desktop', 'hero_image_mobile', 'list_image', 'summary_video_url', 'terms_and_conditions', 'tiers[1].bonus.image_url'];
    for (const mode of ['create', 'update', 'publish'] as const) {
      expect(check(bad, mode)).toEqual(expect.arrayContaining(urlFields.map((field) => ({ field, message: WEB_URL_MESSAGE.defaultMessage }))));
      expect(check(bad, mode).filter(({ message }) => message === WEB_URL_MESSAGE.defaultMessage)).toHaveLength(urlFields.length);
    }
    // Blank URLs are for the required rules (and an empty terms URL means the terms text is shown).
    expect(check(valid({ summary_video_url: '', terms_and_conditions: '', terms_and_conditions_text: '<p>Terms</p>' }))).toEqual([]);
  });

  it('reads a web URL as an absolute http(s) URL with a host, in any case', () => {
    for (const url of ['https://x.test', 'HTTP://x.test/a?b=c#d', 'https://user@x.test:8443/p', 'http://127.0.0.1/a.png']) expect(isWebUrl(url)).toBe(true);
    const refused = ['javascript:alert(1)', 'data:text/html,<b>', 'vbscript:x', '//x.test/a.png', '/a.png', 'a.png', 'http:x.test', 'https://', ' https://x.test', 'https://x.test/a b'];
    for (const url of refused) expect(isWebUrl(url)).toBe(false);
  });

  it('checks dates and weekdays', () => {
    const time = valid().time_configuration;
    const off = { monday: false, tuesday: false, wednesday: false, thursday: false, friday: false, saturday: false, sunday: false };
    expect(check(valid({ time_configuration: { ...time, ...off, start: '', end: 'not a date' } }))).toEqual([
      { field: 'time_configuration.start', message: 'Start date required' },
      { field: 'time_configuration.end', message: 'End date required' },
      { field: 'time_configuration.day', message: 'At least one day of week should be available' },
    ]);
    expect(check(valid({ time_configuration: { ...time, end: time.start } }))).toEqual([
      { field: 'time_configuration.start', message: 'Tournament duration is too short' },
    ]);
  });

  it('refuses a start before the current UTC hour and a [Clone] title on publish only', () => {
    const time = valid().time_configuration;
    const past = valid({ title: 'Race [CLONE] ', time_configuration: { ...time, start: '2030-01-07T09:59:59.000Z' } });
    expect(check(past, 'update')).toEqual([]);
    expect(check(past, 'create')).toEqual([]);
    expect(check(past, 'publish')).toEqual([
      { field: 'title', message: 'Please change the title. It must not end with [Clone]' },
      { field: 'time_configuration.start', message: 'Start date cannot be earlier than the current hour' },
    ]);
    expect(check(valid({ time_configuration: { ...time, start: '2030-01-07T10:00:00.000Z' } }), 'publish')).toEqual([]);
  });

  it('checks wagering conditions for the gaming-transactions driver only', () => {
    const bad = { platform: 'both' as const, min_stake: 0.5, max_stake: 0.2, contribution: 0, casino_game_ids: [] };
    expect(check(valid({ wagering_conditions: [newWageringCondition(), bad] }))).toEqual([
      { field: 'wagering_conditions[1].min_stake', message: 'Min stake should be greater than 0' },
      { field: 'wagering_conditions[1].max_stake', message: 'Max stake should be greater than min stake' },
      { field: 'wagering_conditions[1].contribution', message: 'Contribution should be greater than 0' },
    ]);
    expect(fields(valid({ wagering_conditions: [newWageringCondition()] }), 'create')).toEqual(['wagering_conditions[0].casino_game_ids']);
    expect(fields(valid({ wagering_conditions: [] }), 'create')).toEqual(['wagering_conditions']);
    expect(check(valid({ score_driver: ScoreDriver.DepositAmount, wagering_conditions: [bad] }), 'create')).toEqual([]);
  });

  it('checks tiers: ranks from 1, max not below min, bonus code and name; at least one on create', () => {
    const tier = valid().tiers[0];
    const tiers = [
      { ...tier, rank_min: 0, rank_max: 0 },
      { ...tier, rank_min: 3, rank_max: 2, bonus: { ...tier.bonus, code: ' ', name: '' } },
    ];
    expect(check(valid({ tiers }))).toEqual([
      { field: 'tiers[0].rank_min', message: 'Min rank should be greater than 0' },
      { field: 'tiers[0].rank_max', message: 'Max rank should be greater than 0' },
      { field: 'tiers[1].rank_max', message: 'Max rank should be greater than min rank' },
      { field: 'tiers[1].bonus.code', message: 'Bonus code required' },
      { field: 'tiers[1].bonus.name', message: 'Bonus name required' },
    ]);
    expect(fields(valid({ tiers: [] }), 'update')).toEqual([]);
    expect(check(valid({ leaderboard_size: 1 }))).toEqual([{ field: 'tiers[0].rank_max', message: 'Max rank should not be greater than the leaderboard size' }]);
    expect(check(valid({ tiers: [{ ...tier, rank_max: 100_001 }] }))).toEqual([
      { field: 'tiers[0].rank_max', message: 'Max rank should not be greater than the leaderboard size' },
    ]);
    expect(check(valid({ tiers: [] }), 'create')).toEqual([{ field: 'tiers', message: 'Should be at least one tier' }]);
  });

  it('keeps the leaderboard size between 1 and 100,000 when set', () => {
    expect(check(valid({ leaderboard_size: null }))).toEqual([]);
    expect(check(valid({ leaderboard_size: 100_000 }))).toEqual([]);
    for (const size of [0, -1, 1.5, 100_001]) {
      expect(check(valid({ leaderboard_size: size }))).toContainEqual({ field: 'leaderboard_size', message: 'Leaderboard size should be between 1 and 100000' });
    }
  });

  it('checks the deposit range for the deposit driver', () => {
    const deposit = { score_driver: ScoreDriver.DepositAmount, min_deposit_amount: 50, max_deposit_amount: 10 };
    expect(check(valid(deposit))).toEqual([{ field: 'max_deposit_amount', message: 'Max deposit amount should be greater than min deposit amount' }]);
    expect(check(valid({ ...deposit, max_deposit_amount: 50 }))).toEqual([]);
    expect(check(valid({ ...deposit, score_driver: ScoreDriver.GamingTransactions }))).toEqual([]);
  });

  it('checks the bonus-win configuration for the bonus-win driver', () => {
    const bonusWin = (configuration: TournamentFields['bonus_win_amount_ingestion_configuration']) =>
      valid({ score_driver: ScoreDriver.BonusWinAmount, bonus_win_amount_ingestion_configuration: configuration });
    expect(check(bonusWin({}), 'create')).toEqual([
      { field: 'bonus_win_amount_ingestion_configuration', message: 'Should be at least one bonus win amount ingestion configuration' },
    ]);
    expect(check(bonusWin({}), 'update')).toEqual([]);
    expect(check(bonusWin({ B1: { win_amount_multiplication_factor: 0.5 } }))).toEqual([
      { field: 'bonus_win_amount_ingestion_configuration.B1.win_amount_multiplication_factor', message: 'Multiplication factor should be at least 1' },
    ]);
  });
});

describe('new tournament defaults', () => {
  it('start at the top of the next UTC hour and run one day, every weekday, as a draft', () => {
    const t = newTournamentFields(now);
    expect(t.time_configuration).toMatchObject({ start: '2030-01-07T11:00:00.000Z', end: '2030-01-08T11:00:00.000Z', monday: true, sunday: true });
    expect(t).toMatchObject({ score_driver: 0, win_criteria: 1, opt_in_condition: 2, is_promoted: false, is_obsolete: false, is_hidden: false, deposit_amount_multiplication_factor: 1 });
  });

  it('append a tier one rank past the highest, worth 0 free spins', () => {
    expect(newTier([])).toMatchObject({ rank_min: 1, rank_max: 1, bonus: { type: BonusType.FreeSpins, value: 0 } });
    expect(newTier(valid().tiers)).toMatchObject({ rank_min: 3, rank_max: 3 });
  });
});
