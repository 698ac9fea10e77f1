import { Type } from '@sinclair/typebox';
import { FACTOR_MAX, ID_MAX, TEXT_MAX_LENGTH } from '../../../src/domain/inputLimits';
import { BoundedInteger, RowId, SignedNumber, SingleLineText, ZonedTimestamp } from '../http/inputSchemas';
import { Nullable } from '../http/schemaTypes';

// The multiplier and day rules of spec §5 give their own messages: the schema bounds only the size
// (the days to their smallint column), the domain's rules refuse the rest.
const Day = (description: string) => Nullable(BoundedInteger(-32768, 32767, { description }));

/** Spec §3 "Booster" as exchanged on the API, mirroring src/domain/tournament.ts. */
export const BoosterSchema = Type.Object({
  id: BoundedInteger(0, ID_MAX, { description: '0 for a booster not saved yet' }),
  tournament_id: RowId(),
  multiplier: SignedNumber(FACTOR_MAX),
  name: SingleLineText(TEXT_MAX_LENGTH.name),
  start_date: Nullable(ZonedTimestamp('From, included')),
  end_date: Nullable(ZonedTimestamp('Until, excluded')),
  day_of_week: Day('null: every day; 0 Sunday .. 6 Saturday'),
  day_of_month: Day('1 .. 31'),
});
