import { BonusType, TournamentStatus } from '../../domain/enums';
import type { Tournament } from '../../domain/tournament';
import { aTournament } from '../tournaments/tournamentFixtures';

/** A Draft that passes every rule of Create, Save and Publish (it starts in 2099), for tests. */
export const aCompleteDraft = (id: number, fields: Partial<Tournament> = {}): Tournament =>
  aTournament(id, {
    status: TournamentStatus.Draft,
    title: 'Spring',
    cta_text: 'Play',
    hero_image_desktop: 'https://img.example/d.png',
    list_image: 'https://img.example/l.png',
    terms_and_conditions: 'https://example.com/terms',
    time_configuration: { ...aTournament(id).time_configuration, start: '2099-01-01T10:00:00.000Z', end: '2099-01-02T10:00:00.000Z' },
    tiers: [{ rank_min: 1, rank_max: 1, bonus: { type: BonusType.FreeSpins, code: 'FS', name: 'Spins', nominal_name: '', image_url: '', value: 5 } }],
    wagering_conditions: [{ platform: 'both', min_stake: 1, max_stake: null, contribution: 100, casino_game_ids: [1] }],
    ...fields,
  });
