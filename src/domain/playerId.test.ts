import { isAcceptedPlayerId } from './playerId';

describe('isAcceptedPlayerId', () => {
  it.each(['player-1', 'a', 'Ștefan 7', 'x'.repeat(255), '😀'])('accepts %j', (id) => {
    expect(isAcceptedPlayerId(id)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['a C1 control character', 'a\u009bb'],
    ['longer than 255', 'x'.repeat(256)],
    ['a tab', 'a\tb'],
    ['a line feed', 'a\nb'],
    ['a control character', 'a\u0001b'],
    ['DEL', 'a\u007fb'],
    ['an unpaired surrogate', 'a\ud800b'],
  ])('refuses %s', (_what, id) => {
    expect(isAcceptedPlayerId(id)).toBe(false);
  });
});
