import { acceptedLanguage } from '../../src/http/acceptLanguage';

describe('acceptedLanguage: the language of the server messages for an Accept-Language', () => {
  it('answers English without the header, or with an empty one', () => {
    expect(acceptedLanguage(undefined)).toBe('en');
    expect(acceptedLanguage('')).toBe('en');
    expect(acceptedLanguage(' , ,')).toBe('en');
  });

  it('takes a language by its first subtag, in any case', () => {
    expect(acceptedLanguage('ro')).toBe('ro');
    expect(acceptedLanguage('ro-RO')).toBe('ro');
    expect(acceptedLanguage('RO-md')).toBe('ro');
    expect(acceptedLanguage('en-GB')).toBe('en');
    expect(acceptedLanguage('en-US,en;q=0.9')).toBe('en');
  });

  it('answers English for languages it does not speak', () => {
    expect(acceptedLanguage('fr-FR, de;q=0.8')).toBe('en');
    // 'rom' (Romany) and 'roh' (Romansh) are not Romanian.
    expect(acceptedLanguage('rom, roh')).toBe('en');
  });

  it('follows the weights, the first named winning a tie', () => {
    expect(acceptedLanguage('en;q=0.5, ro;q=0.8')).toBe('ro');
    expect(acceptedLanguage('fr, ro;q=0.3, en;q=0.2')).toBe('ro');
    expect(acceptedLanguage('ro-RO,ro;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ro');
    expect(acceptedLanguage('en, ro')).toBe('en');
    expect(acceptedLanguage('ro, en')).toBe('ro');
    expect(acceptedLanguage('ro;q=0.5, en;q=0.500')).toBe('ro');
    expect(acceptedLanguage('ro-RO;q=0.2, ro;q=0.9, en;q=0.5')).toBe('ro');
    expect(acceptedLanguage('ro;Q=1.000, en;q=1')).toBe('ro');
  });

  it('reads * as every language named nowhere else, English first', () => {
    expect(acceptedLanguage('*')).toBe('en');
    expect(acceptedLanguage('*, ro')).toBe('ro');
    expect(acceptedLanguage('fr, *;q=0.1')).toBe('en');
    expect(acceptedLanguage('en;q=0, *')).toBe('ro');
    expect(acceptedLanguage('ro;q=0, *')).toBe('en');
  });

  it('never takes a refused language; English when every language is refused', () => {
    expect(acceptedLanguage('ro;q=0')).toBe('en');
    expect(acceptedLanguage('ro;q=0, en;q=0')).toBe('en');
    expect(acceptedLanguage('*;q=0')).toBe('en');
  });

  it('reads the lines of a repeated header as one list', () => {
    expect(acceptedLanguage(['fr', 'ro;q=0.5'])).toBe('ro');
  });

  it.each([
    'ro;q=2',
    'ro;q=0.5555',
    'ro;q=abc',
    'ro;q=',
    'ro;level=1',
    'ro;;q=1',
    'ro q=1',
    'ro_RO',
    'toolongsubtag-RO',
    'ro-',
    '-ro',
    '1ro',
    'ro, ü',
    'ro\u0000',
    '"ro"',
    ';q=1',
  ])('disregards a malformed header %j: English', (header) => {
    expect(acceptedLanguage(header)).toBe('en');
  });

  it('disregards a header longer than any browser sends', () => {
    expect(acceptedLanguage(`ro,${'ro-RO;q=0.9,'.repeat(100)}`)).toBe('en');
  });

  it('reads a header with spaces and empty list elements', () => {
    expect(acceptedLanguage(' ro-RO ; q=0.9 , , en ;q=0.1 ')).toBe('ro');
  });
});
