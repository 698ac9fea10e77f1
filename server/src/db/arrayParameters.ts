/**
 * Array parameters written as PostgreSQL array literals here instead of by node-postgres, which formats every
 * element through its general path: a Date field by field in local time, each element quoted through two regular
 * expressions. The ingest's statements carry 10,000 elements and more a batch (events, players, standings, rank
 * moves), and node-postgres took about 7 ms of the server's one thread a batch of 500 (bench figure 11 on
 * PostgreSQL, 2026-11-30), while the reads arriving then wait. The literal means what node-postgres's would: the
 * same text for each string, number and boolean, and for a Date the same instant (in UTC, where node-postgres
 * writes the process's local time with its offset; every time column here is timestamptz, decision 178). An
 * array holding anything else (nested arrays, buffers, objects, a Date outside years 1–9999) is left to
 * node-postgres whole (decision 181).
 */

const DAY_MS = 86_400_000;
/** 0001-01-01T00:00:00Z and 10000-01-01T00:00:00Z: the years PostgreSQL reads in ISO text as they are (year 0 is 1 BC there). */
const FIRST_MS = -62_135_596_800_000;
const END_MS = 253_402_300_800_000;
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
const NEEDS_ESCAPE = /[\\"]/;

/**
 * `Date#toISOString` for a time within years 1–9999, about five times as fast: a batch's times fall on a few days,
 * so the date part is kept from the last call and only the time of day is written.
 */
function isoInstant(): (ms: number) => string {
  let day = NaN;
  let datePart = '';
  return (ms) => {
    const msDay = Math.floor(ms / DAY_MS);
    if (msDay !== day) [day, datePart] = [msDay, new Date(msDay * DAY_MS).toISOString().slice(0, 11)];
    let rest = ms - msDay * DAY_MS;
    const hours = Math.floor(rest / 3_600_000);
    rest -= hours * 3_600_000;
    const minutes = Math.floor(rest / 60_000);
    rest -= minutes * 60_000;
    const seconds = Math.floor(rest / 1000);
    return `${datePart}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${THREE_DIGITS[rest - seconds * 1000]}Z`;
  };
}

const instantText = isoInstant();

/** One element's text in the literal, or undefined for a value left to node-postgres. */
function elementText(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  switch (typeof value) {
    case 'string':
      return NEEDS_ESCAPE.test(value) ? `"${value.replace(/[\\"]/g, '\\$&')}"` : `"${value}"`;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
    case 'object': {
      if (!(value instanceof Date)) return undefined;
      const ms = value.getTime();
      return ms >= FIRST_MS && ms < END_MS ? instantText(ms) : undefined;
    }
    default:
      return undefined;
  }
}

/** The array as a PostgreSQL array literal (for a parameter cast to an array type), or the array itself when node-postgres must write it. */
export function arrayLiteral(values: readonly unknown[]): string | readonly unknown[] {
  let literal = '{';
  for (let k = 0; k < values.length; k++) {
    const text = elementText(values[k]);
    if (text === undefined) return values;
    literal += k === 0 ? text : `,${text}`;
  }
  return `${literal}}`;
}

/** A statement's parameters with each array written as its literal. */
export const withArrayLiterals = (values: readonly unknown[]): unknown[] => values.map((value) => (Array.isArray(value) ? arrayLiteral(value) : value));
