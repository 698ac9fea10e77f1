import { Type } from '@sinclair/typebox';
import { Nullable } from '../tournaments/schemaTypes';

/** Spec §3 "Booster" as exchanged on the API, mirroring src/domain/tournament.ts. */
export const BoosterSchema = Type.Object({
  id: Type.Integer({ minimum: 0, description: '0 for a booster not saved yet' }),
  tournament_id: Type.Integer({ minimum: 1 }),
  multiplier: Type.Number(),
  name: Type.String(),
  start_date: Nullable(Type.String({ description: 'ISO timestamp (UTC)' })),
  end_date: Nullable(Type.String({ description: 'ISO timestamp (UTC)' })),
  day_of_week: Nullable(Type.Integer({ description: 'null: every day; 0 Sunday .. 6 Saturday' })),
  day_of_month: Nullable(Type.Integer({ description: '1 .. 31' })),
});
