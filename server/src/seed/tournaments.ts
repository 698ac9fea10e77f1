import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { demoCalendar } from './demoCalendar';
import { demoTournament, type DemoTournament } from './demoTournament';
import { draftTournaments } from './draftTournaments';
import { runningTournaments, scheduledTournaments, springSlotsSprint } from './liveTournaments';
import { canceledTournaments, completedTournaments } from './pastTournaments';
import { tierBonus } from './bonuses';

export interface SeededTournament {
  id: number;
  demo: DemoTournament;
}

/** Every list of the console gets some: running, scheduled, completed, draft and canceled. */
export function demoTournaments(now: Date, players: number, publicUrl: string): DemoTournament[] {
  const at = demoCalendar(now);
  const specs = [
    ...runningTournaments(at, players),
    ...scheduledTournaments(at),
    ...completedTournaments(at),
    ...draftTournaments(at, springSlotsSprint(at, players)),
    ...canceledTournaments(at),
  ];
  return specs.map((spec) => demoTournament(spec, publicUrl));
}

async function insertTournament(db: Kysely<Database>, demo: DemoTournament, publicUrl: string): Promise<number> {
  const { bonus_win_amount_ingestion_configuration, user_role_assignment_score_configuration, ...fields } = demo.fields;
  const { id } = await db
    .insertInto('tournaments')
    .values({
      ...fields,
      bonus_win_amount_ingestion_configuration: JSON.stringify(bonus_win_amount_ingestion_configuration),
      user_role_assignment_score_configuration: JSON.stringify(user_role_assignment_score_configuration),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (demo.tiers.length) {
    await db
      .insertInto('tiers')
      .values(demo.tiers.map((tier, position) => ({ tournament_id: id, position, rank_min: tier.rank_min, rank_max: tier.rank_max, bonus: JSON.stringify(tierBonus(tier.bonus, publicUrl)) })))
      .execute();
  }
  if (demo.wageringConditions.length) {
    await db
      .insertInto('wagering_conditions')
      .values(demo.wageringConditions.map((condition, position) => ({ ...condition, tournament_id: id, position })))
      .execute();
  }
  if (demo.boosters.length) {
    await db
      .insertInto('boosters')
      .values(demo.boosters.map((booster) => ({ ...booster, tournament_id: id })))
      .execute();
  }
  return id;
}

export async function seedTournaments(db: Kysely<Database>, demos: DemoTournament[], publicUrl: string): Promise<SeededTournament[]> {
  const seeded: SeededTournament[] = [];
  for (const demo of demos) seeded.push({ id: await insertTournament(db, demo, publicUrl), demo });
  return seeded;
}
