/**
 * The error catalogue: every domain error the API sends, with its HTTP status. One handler
 * (errorHandler.ts) turns these, validation errors and anything unexpected into problem+json.
 */
export const ERRORS = {
  NOT_FOUND_SYSTEM: { status: 404, title: 'Unknown system' },
  NOT_FOUND_NODE: { status: 404, title: 'Unknown code' },
  NOT_FOUND_COUNTRY: { status: 404, title: 'Unknown country' },
  NOT_FOUND_KEY: { status: 404, title: 'Unknown API key' },
  NOT_FOUND_RELEASE: { status: 404, title: 'Unknown release' },
  NOT_FOUND_WATCH: { status: 404, title: 'Unknown watch' },
  NOT_FOUND_EDITION: { status: 404, title: 'No official correspondence between these editions' },
  NOT_FOUND_ROUTE: { status: 404, title: 'Not found' },
  BAD_REQUEST: { status: 400, title: 'Bad request' },
  UNAUTHORIZED: { status: 401, title: 'Unauthorized' },
  FORBIDDEN: { status: 403, title: 'Forbidden' },
  CONFLICT: { status: 409, title: 'Conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, title: 'Payload too large' },
  URI_TOO_LONG: { status: 414, title: 'URI too long' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'Unsupported media type' },
  RATE_LIMITED: { status: 429, title: 'Too many requests' },
  SERVICE_UNAVAILABLE: { status: 503, title: 'Service unavailable' },
  INTERNAL: { status: 500, title: 'Internal server error' },
} as const;

export type ErrorCode = keyof typeof ERRORS;

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  parameter?: string;
  [k: string]: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    detail: string,
    readonly extra: { parameter?: string; [k: string]: unknown } = {},
  ) {
    super(detail);
    this.name = 'ApiError';
  }
  get status(): number {
    return ERRORS[this.code].status;
  }
  toProblem(instance?: string): Problem {
    return {
      type: `/api/v1/docs/guide#errors-${this.code.toLowerCase().replace(/_/g, '-')}`,
      title: ERRORS[this.code].title,
      status: this.status,
      detail: this.message,
      instance,
      ...this.extra,
    };
  }
}

export const notFound = (
  code: 'NOT_FOUND_SYSTEM' | 'NOT_FOUND_NODE' | 'NOT_FOUND_COUNTRY' | 'NOT_FOUND_KEY',
  detail: string,
  extra: Record<string, unknown> = {},
) => new ApiError(code, detail, extra);
export const badRequest = (detail: string, parameter?: string) =>
  new ApiError('BAD_REQUEST', detail, parameter ? { parameter } : {});
