// The spec's error response shape (001 section 3: appId, correlationId, errorDetails with errorId and
// message) as a plain value, for those who answer with it (the reference services, the storefront
// server's own errors); its schema, for those who read it, is ErrorResponse in ./schemas/common.ts.
// Kept apart from the schemas so the server's start-up does not load them.

export interface ErrorResponseBody {
  readonly appId: string
  readonly correlationId: string
  readonly errorDetails: ReadonlyArray<{ readonly errorId: string; readonly message: string; readonly params?: Readonly<Record<string, string | number>> }>
}

/** An error response body with one detail. */
export const errorResponseBody = (
  appId: string,
  correlationId: string,
  errorId: string,
  message: string,
  params?: Readonly<Record<string, string | number>>,
): ErrorResponseBody => ({ appId, correlationId, errorDetails: [{ errorId, message, ...(params ? { params: { ...params } } : {}) }] })
