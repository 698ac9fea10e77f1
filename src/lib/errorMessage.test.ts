import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it("shows an Error's message, and any other thrown value as text", () => {
    expect(errorMessage(new Error('503 - Service Unavailable'))).toBe('503 - Service Unavailable');
    expect(errorMessage('timeout')).toBe('timeout');
  });
});
