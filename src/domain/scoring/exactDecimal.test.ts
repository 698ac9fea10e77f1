import { dividedBy, exact, minus, plus, times, toHundredths, toNumber, type Exact } from './exactDecimal';

/** The value as a fraction in lowest terms, "n/d", whichever path (safe integers or BigInt) produced it. */
function fraction({ num, den }: Exact): string {
  const n = BigInt(num);
  const d = BigInt(den);
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
  const g = gcd(n, d) || 1n;
  return `${n / g}/${d / g}`;
}

describe('reading a number as the decimal it prints as', () => {
  it('reads 1.4 as 14/10, not as its binary value 1.399999999999999911…', () => {
    expect(fraction(exact(1.4))).toBe('7/5');
    expect(fraction(exact(37.5))).toBe('75/2');
    expect(fraction(exact(-0.125))).toBe('-1/8');
    expect(fraction(exact(0))).toBe('0/1');
  });

  it('reads exponent forms, tiny and huge', () => {
    expect(fraction(exact(1e-7))).toBe('1/10000000');
    expect(fraction(exact(5e-324))).toBe(`1/${2n * 10n ** 323n}`);
    expect(fraction(exact(1e21))).toBe(`${10n ** 21n}/1`);
    expect(fraction(exact(1.5e300))).toBe(`${15n * 10n ** 299n}/1`);
  });

  it('reads a double of 16 or 17 digits as the digits it prints', () => {
    expect(fraction(exact(0.1 + 0.2))).toBe(fraction({ num: 30000000000000004n, den: 10n ** 17n }));
    expect(fraction(exact(2 ** 53 + 2))).toBe(`${2n ** 53n + 2n}/1`);
  });

  it('refuses what is not a finite number', () => {
    expect(() => exact(Number.NaN)).toThrow(RangeError);
    expect(() => exact(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('exact arithmetic', () => {
  it('multiplies, adds, subtracts and divides without a binary error', () => {
    expect(fraction(times(exact(1.4), exact(0.375)))).toBe('21/40');
    expect(fraction(plus(exact(0.1), exact(0.2)))).toBe('3/10');
    expect(fraction(minus(exact(0.06), exact(0.02)))).toBe('1/25');
    expect(fraction(dividedBy(exact(2), exact(3)))).toBe('2/3');
    expect(fraction(dividedBy(exact(2), exact(-3)))).toBe('-2/3');
  });

  it('goes on in BigInt when a product outgrows 2^53, with the same result', () => {
    const big = times(times(exact(123456789.1234), exact(987654321.4321)), exact(1.0001));
    expect(typeof big.num).toBe('bigint');
    expect(fraction(big)).toBe(fraction({ num: 1234567891234n * 9876543214321n * 10001n, den: 10n ** 12n }));
    expect(fraction(plus(big, exact(0)))).toBe(fraction(big));
  });

  it('refuses to divide by zero', () => {
    expect(() => dividedBy(exact(1), exact(0))).toThrow(RangeError);
  });
});

describe('rounding to hundredths, half away from zero', () => {
  it('rounds exact halves away from zero', () => {
    expect(toHundredths(exact(0.525))).toBe(0.53);
    expect(toHundredths(exact(-0.525))).toBe(-0.53);
    expect(toHundredths(times(exact(1.4), exact(0.375)))).toBe(0.53);
  });

  it('rounds a fraction on its exact value', () => {
    expect(toHundredths(dividedBy(exact(2), exact(3)))).toBe(0.67);
    expect(toHundredths(dividedBy(exact(-1), exact(3)))).toBe(-0.33);
  });

  it('gives 0, not -0', () => {
    expect(Object.is(toHundredths(exact(-0.004)), 0)).toBe(true);
  });

  it('rounds beyond 2^53 cents, in BigInt, to the nearest double', () => {
    expect(toHundredths(exact(1e21))).toBe(1e21);
    expect(toHundredths(times(exact(123456789.1234), exact(987654321.4321)))).toBe(Number('121932631287857490.79'));
  });

  it('gives the double nearest to the 2-decimal value, which prints as it', () => {
    expect(String(toHundredths(plus(exact(0.1), exact(0.2))))).toBe('0.3');
    expect(String(toHundredths(exact(1234567890123.455)))).toBe('1234567890123.46');
  });
});

describe('the nearest double, for showing', () => {
  it('is the division of the exact parts', () => {
    expect(toNumber(dividedBy(exact(10), exact(3)))).toBe(10 / 3);
    expect(toNumber(times(exact(1.4), exact(0.375)))).toBe(0.525);
  });
});
