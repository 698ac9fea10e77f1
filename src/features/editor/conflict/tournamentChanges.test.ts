import type { TournamentFields } from '../../../domain/tournament';
import { TOURNAMENT_FIELDS } from '../../../domain/tournamentFieldChanges';
import { withFieldChanged } from '../../../domain/tournamentFieldFixtures';
import { inEnglish, textIn } from '../../../i18n/inLanguage';
import { romanianMessages } from '../../../i18n/ro';
import { aBooster } from '../../boosters/boosterFixtures';
import { aCompleteDraft } from '../editorFixtures';
import { boosterChanges, tournamentChanges } from './tournamentChanges';

describe('changes in words', () => {
  const before = aCompleteDraft(9);

  it('names each changed field with both values, and nothing that did not change', () => {
    const after = {
      ...before,
      is_hidden: true,
      leaderboard_size: null,
      time_configuration: { ...before.time_configuration, monday: false },
      bonus_win_amount_ingestion_configuration: { BONUS1: { win_amount_multiplication_factor: 2 } },
      terms_and_conditions_text: '<p>New <strong>terms</strong></p>',
      wagering_conditions: [...before.wagering_conditions, { platform: 'mobile' as const, min_stake: 1, max_stake: 5, contribution: 50, casino_game_ids: [3, 4] }],
    };
    expect(tournamentChanges(before, after, inEnglish)).toEqual([
      { field: 'Is hidden', before: 'No', after: 'Yes' },
      { field: 'Leaderboard size', before: String(before.leaderboard_size), after: '(none)' },
      { field: 'Terms and conditions text', before: '(none)', after: 'New terms' },
      { field: 'Days', before: 'Monday, Tuesday, Wednesday, Thursday, Friday', after: 'Tuesday, Wednesday, Thursday, Friday' },
      { field: 'Bonus win amount ingestion configuration', before: '(none)', after: 'BONUS1: 2' },
      { field: 'Wagering condition 2', before: '(none)', after: 'mobile, stake 1 to 5, contribution 50%, games 3, 4' },
    ]);
    expect(tournamentChanges(before, { ...before, version: 12 }, inEnglish)).toEqual([]);
  });

  it.each(Object.keys(TOURNAMENT_FIELDS))('lists a change of %s', (field) => {
    expect(tournamentChanges(before, withFieldChanged(before, field as keyof TournamentFields), inEnglish)).toHaveLength(1);
  });

  it('lists boosters added, changed and deleted', () => {
    const kept = aBooster(1);
    const changed = aBooster(2, { day_of_week: 6 });
    const deleted = aBooster(3);
    const added = aBooster(0, { name: 'New one', day_of_month: 15 });
    expect(boosterChanges([kept, aBooster(2), deleted], [kept, changed, added], inEnglish)).toEqual([
      { field: "Booster 'Booster 2'", before: "×2 'Booster 2', from the start to the end", after: "×2 'Booster 2', from the start to the end, on Saturdays" },
      { field: "Booster 'Booster 3'", before: "×2 'Booster 3', from the start to the end", after: '(deleted)' },
      { field: "Booster 'New one'", before: '(none)', after: "×2 'New one', from the start to the end, on day 15 of the month" },
    ]);
  });

  it('says them in Romanian: the form’s names of the fields, values and boosters in Romanian words', () => {
    const inRomanian = textIn('ro', romanianMessages);
    const after = { ...before, is_hidden: true, time_configuration: { ...before.time_configuration, monday: false } };
    expect(tournamentChanges(before, after, inRomanian)).toEqual([
      { field: 'Ascuns publicului', before: 'Nu', after: 'Da' },
      { field: 'Zile', before: 'Luni, Marți, Miercuri, Joi, Vineri', after: 'Marți, Miercuri, Joi, Vineri' },
    ]);
    expect(boosterChanges([aBooster(2)], [aBooster(2, { day_of_week: 6, day_of_month: 15 })], inRomanian)).toEqual([
      { field: 'Boosterul „Booster 2”', before: '×2 „Booster 2”, de la început până la sfârșit', after: '×2 „Booster 2”, de la început până la sfârșit, sâmbăta, în ziua 15 a lunii' },
    ]);
  });
});
