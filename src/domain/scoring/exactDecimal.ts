/**
 * Exact arithmetic for points (engine spec §2, decision 113). A number the operator sent (a stake, a factor, a
 * contribution, a multiplier) is read as the decimal it prints as, and points are computed from those decimals
 * exactly, as rationals, then rounded once: never a binary float product, whose error turns an exact half cent
 * (1.4 × 37.5 % = 0.525) into a value just below it.
 *
 * The fast path keeps numerator and denominator as safe integers (below 2^53, where a double holds every
 * integer exactly); an operation whose result would not fit redoes it in BigInt, so the result is the same
 * either way and only its cost differs.
 */

/** numerator / denominator exactly, denominator > 0, not necessarily in lowest terms. */
export type Exact = SafeRatio | BigRatio;
interface SafeRatio {
  num: number;
  den: number;
}
interface BigRatio {
  num: bigint;
  den: bigint;
}

const isSafeRatio = (x: Exact): x is SafeRatio => typeof x.num === 'number';
/** A double holds every integer up to here; an integer product or sum of safe integers that lands within it is exact. */
const isSafe = (n: number) => Math.abs(n) <= Number.MAX_SAFE_INTEGER;
const asBig = (x: Exact): BigRatio => (isSafeRatio(x) ? { num: BigInt(x.num), den: BigInt(x.den) } : x);

/** 10^0 … 10^15: exact doubles, and 10^15 is below 2^53. */
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, k) => 10 ** k);
/**
 * Decimals of up to 15 significant digits: no two of them read as the same double (DBL_DIG), so one that reads
 * as x is the decimal x prints as (the shortest that reads as x has no more digits, hence is the same one).
 */
const FIFTEEN_DIGITS = 1e15;

/** The decimal `String(x)` prints, exponent forms included: "1.5e-7", "1e+21". */
const exactOfPrinted = (x: number): BigRatio => exactOfText(String(x));

/**
 * A decimal written out, as JavaScript prints a number or PostgreSQL a numeric ("12345.678", "-0.5", "1.5e-7"),
 * exactly: for sums the database makes of many values, which a double would round.
 */
export function exactOfText(text: string): BigRatio {
  const parts = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!parts) throw new RangeError(`Not a finite decimal: ${text}`);
  const [, sign, whole, fraction = '', exponent = '0'] = parts;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  const shift = Number(exponent) - fraction.length;
  return shift >= 0 ? { num: digits * 10n ** BigInt(shift), den: 1n } : { num: digits, den: 10n ** BigInt(-shift) };
}

/**
 * x as the decimal it prints as: 1.4 is 14/10, not the double's 1.399999999999999911…, which is what the
 * operator sent for any value of up to 15 significant digits. Fast path: the first scale at which x × 10^scale
 * rounds to an integer n of up to 15 digits with n / 10^scale === x (both exact doubles, so the division reads
 * the decimal exactly as parsing it would); when n exists, x × 10^scale is within 0.25 of it, so Math.round
 * finds it. Anything else (17 digits, 1e21, 5e-324) reads the printed string.
 */
export function exact(x: number): Exact {
  for (const den of POWERS_OF_TEN) {
    const num = Math.round(x * den);
    if (!(Math.abs(num) < FIFTEEN_DIGITS)) break;
    if (num / den === x) return { num, den };
  }
  return exactOfPrinted(x);
}

export function times(a: Exact, b: Exact): Exact {
  if (isSafeRatio(a) && isSafeRatio(b)) {
    const num = a.num * b.num;
    const den = a.den * b.den;
    if (isSafe(num) && isSafe(den)) return { num, den };
  }
  const x = asBig(a);
  const y = asBig(b);
  return { num: x.num * y.num, den: x.den * y.den };
}

export function plus(a: Exact, b: Exact): Exact {
  if (isSafeRatio(a) && isSafeRatio(b)) {
    if (a.den === b.den) {
      const num = a.num + b.num;
      if (isSafe(num)) return { num, den: a.den };
    } else {
      const left = a.num * b.den;
      const right = b.num * a.den;
      const den = a.den * b.den;
      if (isSafe(left) && isSafe(right) && isSafe(left + right) && isSafe(den)) return { num: left + right, den };
    }
  }
  const x = asBig(a);
  const y = asBig(b);
  return x.den === y.den ? { num: x.num + y.num, den: x.den } : { num: x.num * y.den + y.num * x.den, den: x.den * y.den };
}

const negated = (a: Exact): Exact => (isSafeRatio(a) ? { num: -a.num, den: a.den } : { num: -a.num, den: a.den });

export const minus = (a: Exact, b: Exact): Exact => plus(a, negated(b));

/** a ÷ b; b must not be 0 (a stake is > 0). */
export function dividedBy(a: Exact, b: Exact): Exact {
  if (isSafeRatio(a) && isSafeRatio(b) && b.num !== 0) {
    const num = a.num * b.den * Math.sign(b.num);
    const den = a.den * Math.abs(b.num);
    if (isSafe(num) && isSafe(den)) return { num, den };
  }
  const x = asBig(a);
  const y = asBig(b);
  if (y.num === 0n) throw new RangeError('Division by zero');
  return y.num < 0n ? { num: -x.num * y.den, den: x.den * -y.num } : { num: x.num * y.den, den: x.den * y.num };
}

/**
 * a rounded to 2 decimals, half away from zero, on its exact value, as the double nearest to that 2-decimal
 * value (which prints as it: 0.53, never 0.5300000000000001). 0, never -0.
 */
export function toHundredths(a: Exact): number {
  if (isSafeRatio(a)) {
    const scaled = Math.abs(a.num * 100);
    if (isSafe(scaled)) {
      // % of two safe integers is exact, and so is the division of the multiple it leaves.
      const remainder = scaled % a.den;
      const cents = (scaled - remainder) / a.den + (2 * remainder >= a.den ? 1 : 0);
      return cents === 0 ? 0 : (Math.sign(a.num) * cents) / 100;
    }
  }
  const { num, den } = asBig(a);
  const scaled = (num < 0n ? -num : num) * 100n;
  const cents = scaled / den + (2n * (scaled % den) >= den ? 1n : 0n);
  if (cents === 0n) return 0;
  // Parsing rounds correctly at any size, where Number(cents) / 100 would round twice.
  return Number(`${num < 0n ? '-' : ''}${cents}e-2`);
}

/** The double nearest to a (a fraction such as 10/3 has no exact one): for showing a value, never for computing with it. */
export function toNumber(a: Exact): number {
  return isSafeRatio(a) ? a.num / a.den : Number(a.num) / Number(a.den);
}
