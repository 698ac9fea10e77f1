import { sql, type InferResult, type Insertable, type Kysely } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import { slugFromTitle } from '../../../src/domain/slug';
import type { Tier, Tournament, TournamentFields, WageringCondition } from '../../../src/domain/tournament';
import type { Database, TournamentsTable } from '../db/schema';
import { sanitizeRichText } from './richText';
import { writtenBy, type Writer } from './tournamentWrites';

/**
 * Loads and saves tournaments: one row in `tournaments` (time_configuration flattened into start_at,
 * end_at and the weekday columns) plus its `tiers` and `wagering_conditions` rows, kept in list order by
 * `position` and replaced wholesale on every save.
 */

/**
 * Start and end as the API sends them (what Date.toISOString() makes: UTC, milliseconds, truncated like
 * pg's Date). Formatted in SQL, they spare node a Date parse and a format each, which in a 1,000-tournament
 * list cost about as much as making the rows' objects.
 */
const isoTimestamp = (column: 'start_at' | 'end_at') => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns a tournament is read from: its API fields and version, not the bookkeeping timestamps. */
export const selectTournamentRows = (db: Kysely<Database>) =>
  db
    .selectFrom('tournaments')
    .select([
      'id',
      'status',
      'slug',
      'title',
      'short_description',
      'description',
      'cta_text',
      'score_driver',
      'win_criteria',
      'opt_in_condition',
      'hero_image_desktop',
      'hero_image_mobile',
      'list_image',
      'summary_video_url',
      'terms_and_conditions',
      'terms_and_conditions_text',
      'floor_score',
      'is_promoted',
      'is_raffle',
      'is_obsolete',
      'is_hidden',
      'leaderboard_size',
      'award_prizes',
      'total_item_prizes',
      'free_spins',
      'total_pool_prize',
      isoTimestamp('start_at').as('start'),
      isoTimestamp('end_at').as('end'),
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
      'bonus_win_amount_ingestion_configuration',
      'user_role_assignment_score_configuration',
      'deposit_amount_multiplication_factor',
      'min_deposit_amount',
      'max_deposit_amount',
      'manual_payout',
      'version',
    ]);

export type TournamentQuery = ReturnType<typeof selectTournamentRows>;
/** A tournament as this server stores it: always with its version. */
export type StoredTournament = Tournament & { version: number };
type TournamentRow = InferResult<TournamentQuery>[number];

/**
 * Field by field in one object literal, so every tournament of a list shares one fast object shape: a
 * rest/spread copy of the row made slow dictionary objects, which cost more to build and to serialise than
 * the SQL of a 1,000-tournament list. manual_payout (issue 28) is added only when set, so that a tournament
 * without it reads exactly as the spec's API has it.
 */
function toTournament(row: TournamentRow, tiers: Tier[], wageringConditions: WageringCondition[]): StoredTournament {
  const tournament: StoredTournament = {
    id: row.id,
    status: row.status,
    slug: row.slug,
    title: row.title,
    short_description: row.short_description,
    description: row.description,
    cta_text: row.cta_text,
    score_driver: row.score_driver,
    win_criteria: row.win_criteria,
    opt_in_condition: row.opt_in_condition,
    hero_image_desktop: row.hero_image_desktop,
    hero_image_mobile: row.hero_image_mobile,
    list_image: row.list_image,
    summary_video_url: row.summary_video_url,
    terms_and_conditions: row.terms_and_conditions,
    terms_and_conditions_text: row.terms_and_conditions_text,
    floor_score: row.floor_score,
    is_promoted: row.is_promoted,
    is_raffle: row.is_raffle,
    is_obsolete: row.is_obsolete,
    is_hidden: row.is_hidden,
    leaderboard_size: row.leaderboard_size,
    award_prizes: row.award_prizes,
    total_item_prizes: row.total_item_prizes,
    free_spins: row.free_spins,
    total_pool_prize: row.total_pool_prize,
    tiers,
    wagering_conditions: wageringConditions,
    time_configuration: {
      start: row.start,
      end: row.end,
      monday: row.monday,
      tuesday: row.tuesday,
      wednesday: row.wednesday,
      thursday: row.thursday,
      friday: row.friday,
      saturday: row.saturday,
      sunday: row.sunday,
    },
    bonus_win_amount_ingestion_configuration: row.bonus_win_amount_ingestion_configuration,
    user_role_assignment_score_configuration: row.user_role_assignment_score_configuration,
    deposit_amount_multiplication_factor: row.deposit_amount_multiplication_factor,
    min_deposit_amount: row.min_deposit_amount,
    max_deposit_amount: row.max_deposit_amount,
    version: row.version,
  };
  if (row.manual_payout) tournament.manual_payout = true;
  return tournament;
}

/**
 * Column by column, so that nothing else a client sent (its id, unknown fields) reaches the table; the rich
 * text only as the editor writes it, so no script is ever stored (create and save both come here).
 */
function toRow(fields: TournamentFields): Omit<Insertable<TournamentsTable>, 'id' | 'status' | 'created_at' | 'updated_at'> {
  const { start, end, monday, tuesday, wednesday, thursday, friday, saturday, sunday } = fields.time_configuration;
  return {
    slug: fields.slug || slugFromTitle(fields.title),
    title: fields.title,
    short_description: fields.short_description,
    description: fields.description,
    cta_text: fields.cta_text,
    score_driver: fields.score_driver,
    win_criteria: fields.win_criteria,
    opt_in_condition: fields.opt_in_condition,
    hero_image_desktop: fields.hero_image_desktop,
    hero_image_mobile: fields.hero_image_mobile,
    list_image: fields.list_image,
    summary_video_url: fields.summary_video_url,
    terms_and_conditions: fields.terms_and_conditions,
    terms_and_conditions_text: sanitizeRichText(fields.terms_and_conditions_text),
    floor_score: fields.floor_score,
    is_promoted: fields.is_promoted,
    is_raffle: fields.is_raffle,
    is_obsolete: fields.is_obsolete,
    is_hidden: fields.is_hidden,
    leaderboard_size: fields.leaderboard_size,
    award_prizes: fields.award_prizes,
    total_item_prizes: fields.total_item_prizes,
    free_spins: fields.free_spins,
    total_pool_prize: fields.total_pool_prize,
    start_at: start,
    end_at: end,
    monday,
    tuesday,
    wednesday,
    thursday,
    friday,
    saturday,
    sunday,
    bonus_win_amount_ingestion_configuration: JSON.stringify(fields.bonus_win_amount_ingestion_configuration),
    user_role_assignment_score_configuration: JSON.stringify(fields.user_role_assignment_score_configuration),
    deposit_amount_multiplication_factor: fields.deposit_amount_multiplication_factor,
    min_deposit_amount: fields.min_deposit_amount,
    max_deposit_amount: fields.max_deposit_amount,
    // Absent (a client of the spec's API): a create takes the column's default, a save keeps what is stored.
    ...(fields.manual_payout !== undefined && { manual_payout: fields.manual_payout }),
  };
}

function toTierRow(tournamentId: number, { rank_min, rank_max, bonus }: Tier, position: number) {
  const { type, code, name, nominal_name, image_url, value } = bonus;
  return { tournament_id: tournamentId, position, rank_min, rank_max, bonus: JSON.stringify({ type, code, name, nominal_name, image_url, value }) };
}

function toConditionRow(tournamentId: number, condition: WageringCondition, position: number) {
  const { platform, min_stake, max_stake, contribution, casino_game_ids } = condition;
  return { tournament_id: tournamentId, position, platform, min_stake, max_stake, contribution, casino_game_ids };
}

/** Rows by their tournament, each group in the rows' order: one pass instead of a filter per tournament. */
export function groupByTournament<Row extends { tournament_id: number }, Item>(rows: Row[], toItem: (row: Row) => Item): Map<number, Item[]> {
  const groups = new Map<number, Item[]>();
  for (const row of rows) {
    const group = groups.get(row.tournament_id);
    if (group) group.push(toItem(row));
    else groups.set(row.tournament_id, [toItem(row)]);
  }
  return groups;
}

/** The tournaments a query selects, each with its tiers and wagering conditions, in the query's order. */
export async function findTournaments(db: Kysely<Database>, refine: (query: TournamentQuery) => TournamentQuery): Promise<StoredTournament[]> {
  const rows = await refine(selectTournamentRows(db)).execute();
  if (rows.length === 0) return [];
  // One array parameter: an IN list of a parameter per tournament cost more to build and plan than the lookup.
  const ofListed = sql<number>`any(${rows.map((row) => row.id)}::int[])`;
  const tierRows = await db.selectFrom('tiers').selectAll().where('tournament_id', '=', ofListed).orderBy('position').execute();
  const conditionRows = await db.selectFrom('wagering_conditions').selectAll().where('tournament_id', '=', ofListed).orderBy('position').execute();
  const tiers = groupByTournament(tierRows, ({ rank_min, rank_max, bonus }): Tier => ({ rank_min, rank_max, bonus }));
  const conditions = groupByTournament(
    conditionRows,
    ({ platform, min_stake, max_stake, contribution, casino_game_ids }): WageringCondition => ({
      platform: platform as WageringCondition['platform'],
      min_stake,
      max_stake,
      contribution,
      casino_game_ids,
    }),
  );
  return rows.map((row) => toTournament(row, tiers.get(row.id) ?? [], conditions.get(row.id) ?? []));
}

/** How many tournaments a query selects. */
export async function countTournaments(db: Kysely<Database>, refine: (query: TournamentQuery) => TournamentQuery): Promise<number> {
  const { total } = await refine(selectTournamentRows(db))
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export async function findTournament(db: Kysely<Database>, id: number): Promise<StoredTournament | undefined> {
  const [tournament] = await findTournaments(db, (query) => query.where('id', '=', id));
  return tournament;
}

/** What a write checks of a tournament before it goes ahead: its status, and its version for If-Match. */
export interface TournamentState {
  status: number;
  version: number;
  updated_by_id: string | null;
  updated_by_name: string;
  updated_at: Date;
}

/** The state of a tournament, locking its row until the transaction ends; undefined if absent. */
export async function lockTournamentState(trx: Kysely<Database>, id: number): Promise<TournamentState | undefined> {
  return trx
    .selectFrom('tournaments')
    .select(['status', 'version', 'updated_by_id', 'updated_by_name', 'updated_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Records a write of the tournament that changed only its other rows (its boosters); answers the new version. */
export async function markWritten(trx: Kysely<Database>, id: number, writer: Writer, now: Date): Promise<number> {
  const { version } = await trx.updateTable('tournaments').set(writtenBy(writer, now)).where('id', '=', id).returning('version').executeTakeFirstOrThrow();
  return version;
}

async function replaceChildren(trx: Kysely<Database>, id: number, fields: TournamentFields): Promise<void> {
  await trx.deleteFrom('tiers').where('tournament_id', '=', id).execute();
  await trx.deleteFrom('wagering_conditions').where('tournament_id', '=', id).execute();
  if (fields.tiers.length > 0) {
    await trx
      .insertInto('tiers')
      .values(fields.tiers.map((tier, position) => toTierRow(id, tier, position)))
      .execute();
  }
  if (fields.wagering_conditions.length > 0) {
    await trx
      .insertInto('wagering_conditions')
      .values(fields.wagering_conditions.map((condition, position) => toConditionRow(id, condition, position)))
      .execute();
  }
}

export async function insertTournament(trx: Kysely<Database>, fields: TournamentFields, status: TournamentStatus, writer: Writer, now: Date): Promise<number> {
  const { id } = await trx
    .insertInto('tournaments')
    .values({ ...toRow(fields), status, created_at: now, updated_at: now, updated_by_id: writer.id, updated_by_name: writer.name })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceChildren(trx, id, fields);
  return id;
}

export async function updateTournament(trx: Kysely<Database>, id: number, fields: TournamentFields, status: TournamentStatus, writer: Writer, now: Date): Promise<void> {
  await trx
    .updateTable('tournaments')
    // Publishing records the database's moment: the ingest's batches are ordered by that clock (migration 017).
    .set({ ...toRow(fields), status, ...writtenBy(writer, now), ...(status === TournamentStatus.InProgress && { published_at: sql<Date>`clock_timestamp()` }) })
    .where('id', '=', id)
    .execute();
  await replaceChildren(trx, id, fields);
}

/** The row mappings, for a series' instances, which insert them many at once (server/src/series/seriesInstances.ts). */
export { toRow as tournamentRow, toTierRow as tierRow, toConditionRow as conditionRow };
