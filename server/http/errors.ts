// Errors of the reference services in the spec's shape: { appId, correlationId, errorDetails:
// [{ errorId, message, params? }] } (src/contract/errorShape.ts). A handler throws ApiError; the
// router turns it into a response, with the error's own headers (Allow, Retry-After) when it has any.
import { errorResponseBody } from '../../src/contract/errorShape.ts'

export type ErrorParams = Record<string, string | number>

export class ApiError extends Error {
  readonly status: number
  readonly errorId: string
  readonly params: ErrorParams | undefined
  readonly headers: Readonly<Record<string, string>> | undefined

  constructor(status: number, errorId: string, message: string, params?: ErrorParams, headers?: Readonly<Record<string, string>>) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errorId = errorId
    this.params = params
    this.headers = headers
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

export const errorBody = (appId: string, correlationId: string, error: ApiError) => errorResponseBody(appId, correlationId, error.errorId, error.message, error.params)

// The catalogue codes the reference services answer with, as constructors.
export const notFound = (what: string) => new ApiError(404, 'API404', `${what} not found`)
export const missingContext = (message: string) => new ApiError(400, 'ATTR100', message)
export const badPayload = (message: string) => new ApiError(400, 'ATTR300', message)
export const unauthorised = (message = 'A valid access token is required') => new ApiError(401, 'AUT404', message)
export const cartNotFound = () => new ApiError(404, 'BSK404', 'Cart not found')
export const productNotFound = (what: string) => new ApiError(404, 'PLP400', `${what} not found`)
