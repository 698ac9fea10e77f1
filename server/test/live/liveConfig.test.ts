import { configFromEnv } from '../../src/config';
import { StartRefusal } from '../../src/startRefusal';

describe('the live streams’ settings', () => {
  it('default to one message a second and a heartbeat every 15 s', () => {
    expect(configFromEnv({})).toMatchObject({ liveIntervalMs: 1000, liveHeartbeatMs: 15_000 });
    expect(configFromEnv({ LIVE_HEARTBEAT_MS: '250' }).liveHeartbeatMs).toBe(250);
  });

  it('refuse to start on anything but a whole number of milliseconds above 0', () => {
    for (const value of ['0', '-5', '1.5', 'soon']) {
      expect(() => configFromEnv({ LIVE_HEARTBEAT_MS: value })).toThrow(StartRefusal);
      expect(() => configFromEnv({ LIVE_INTERVAL_MS: value })).toThrow(StartRefusal);
    }
  });
});
