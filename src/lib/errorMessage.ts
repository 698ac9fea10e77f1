/** The text a failure shows: an Error's message (the API client's '{status} - {statusText}'), else the value itself. */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
