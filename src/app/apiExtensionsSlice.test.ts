import { setupStore } from './store';
import { selectApiOffers } from './apiExtensionsSlice';

describe('selectApiOffers', () => {
  it("offers every extension by default (the console's own server)", () => {
    expect(selectApiOffers(setupStore().getState(), 'history')).toBe(true);
  });

  it('offers only what /config.json named', () => {
    const state = setupStore({ apiExtensions: ['live'] }).getState();
    expect(selectApiOffers(state, 'live')).toBe(true);
    expect(selectApiOffers(state, 'history')).toBe(false);
  });
});
