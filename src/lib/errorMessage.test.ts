import { HttpStatusError } from '../api/client';
import { messageRef, TextError } from '../i18n/text';
import { errorMessage, errorMessageWithDetail, errorText } from './errorMessage';

describe('errorMessage', () => {
  it("shows an Error's message, and any other thrown value as text", () => {
    expect(errorMessage(new Error('503 - Service Unavailable'))).toBe('503 - Service Unavailable');
    expect(errorMessage('timeout')).toBe('timeout');
  });
});

describe('errorMessageWithDetail', () => {
  it("adds the server's message to the status when there is one", () => {
    expect(errorMessageWithDetail(new HttpStatusError(400, 'Bad Request', 'to: at most 35 days after from'))).toBe('400 - Bad Request: to: at most 35 days after from');
    expect(errorMessageWithDetail(new HttpStatusError(503, 'Service Unavailable'))).toBe('503 - Service Unavailable');
    expect(errorMessageWithDetail('timeout')).toBe('timeout');
  });
});

describe('errorText', () => {
  it("gives a TextError's message of the catalogs, and errorMessage's words for any other failure", () => {
    const noBody = messageRef({ id: 'api.stream.noBody', defaultMessage: 'The stream has no body' });
    expect(errorText(new TextError(noBody))).toEqual(noBody);
    expect(errorText(new HttpStatusError(503, 'Service Unavailable'))).toBe('503 - Service Unavailable');
  });
});
