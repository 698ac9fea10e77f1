/** A refusal with a status and a message the console can show; extra fields go into the JSON body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, body?: Record<string, unknown>) => new HttpError(400, message, body);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A write whose If-Match names a version that is no longer the current one. */
export const preconditionFailed = (message: string, body: Record<string, unknown>) => new HttpError(412, message, body);
export const badGateway = (message: string) => new HttpError(502, message);
