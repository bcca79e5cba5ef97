// Where the sign-in operations live and what they answer, apart from their handler so the
// API document (openapi/) can read them without loading the mailer.

export const SIGNIN_PATHS = Object.freeze({
  start: '/v1/auth/cli/email/start',
  verify: '/v1/auth/cli/email/verify',
  exchange: '/v1/auth/cli/exchange',
  complete: '/dashboard/cli/complete',
  dashboard: '/dashboard',
  billing: '/dashboard/billing',
});

/** Error statuses the spec lists per sign-in endpoint. */
export const SIGNIN_STATUSES = Object.freeze({
  start: [400, 429, 503] as readonly number[],
  verifyGet: [400, 401, 404, 409, 503] as readonly number[],
  verifyPost: [400, 401, 404, 409, 429, 503] as readonly number[],
  exchange: [400, 401, 404, 409, 429, 503] as readonly number[],
});

export const CLIENT_HEADER = 'X-Service-Client';
export const CLIENT_VERSION_HEADER = 'X-Service-Client-Version';
/** Longest X-Service-Client-Version accepted (printable ASCII). */
export const CLIENT_VERSION_MAX = 100;
