import { LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from './languageStorage';

describe('the language remembered in the browser', () => {
  afterEach(() => jest.restoreAllMocks());

  it('remembers the language chosen and reads it back', () => {
    expect(readStoredLanguage()).toBeUndefined();
    storeLanguage('ro');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ro');
    expect(readStoredLanguage()).toBe('ro');
  });

  it('ignores a value that names no language of the console', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(readStoredLanguage()).toBeUndefined();
  });

  it('shows the default language, and keeps the choice for the visit only, when the browser refuses storage', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(readStoredLanguage()).toBeUndefined();
    expect(() => storeLanguage('ro')).not.toThrow();
  });
});
