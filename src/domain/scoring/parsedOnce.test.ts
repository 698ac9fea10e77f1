import { parsedOnce } from './parsedOnce';

describe('parsedOnce', () => {
  it('derives a value once per object', () => {
    const derive = jest.fn((date: { iso: string }) => Date.parse(date.iso));
    const parsed = parsedOnce(derive);
    const date = { iso: '2030-01-07T00:00:00Z' };
    expect([parsed(date), parsed(date)]).toEqual([Date.UTC(2030, 0, 7), Date.UTC(2030, 0, 7)]);
    expect(derive).toHaveBeenCalledTimes(1);
  });

  it('derives anew for another object with other contents', () => {
    const parsed = parsedOnce((date: { iso: string }) => Date.parse(date.iso));
    parsed({ iso: '2030-01-07T00:00:00Z' });
    expect(parsed({ iso: '2030-01-08T00:00:00Z' })).toBe(Date.UTC(2030, 0, 8));
  });

  it('keeps an undefined result instead of deriving again', () => {
    const derive = jest.fn(() => undefined);
    const parsed = parsedOnce(derive);
    const key = {};
    parsed(key);
    parsed(key);
    expect(derive).toHaveBeenCalledTimes(1);
  });
});
