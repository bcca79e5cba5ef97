// The four sign-in operations (docs/spec/public-api-v1.md, "Authentication"; docs/signin.md):
// no API key, the CLI's client headers, their bodies and results. Their error statuses are the
// handler's own lists (SIGNIN_STATUSES). The /dashboard pages are HTML for people, not API,
// and are left out of the document.
import { SCOPES } from '@inboxkit/core';
import { CLIENT_HEADER, CLIENT_VERSION_HEADER, CLIENT_VERSION_MAX, SIGNIN_PATHS, SIGNIN_STATUSES } from '../signin/paths.js';
import { CALLBACK_STATE_MAX, CALLBACK_URL_MAX, DASHBOARD_PATH_MAX, LABEL_MAX } from '../signin/validate.js';
import { errorResponses, headers, jsonAnswer, successEnvelope } from './envelopes.js';
import { SIGNIN_METHODS } from './resources.js';
import {
  arr, bool, constant, int, nullable, object, oneOfStrings, optional, propertiesOf, ref, requestObject, str, timestamp, type Schema,
} from './schema.js';

const counter = object({ used: int({ minimum: 0 }), limit: int({ minimum: 0 }) });

export const SIGNIN_SCHEMAS: Record<string, Schema> = {
  CliAuthStartRequest: requestObject({
    email: str({ format: 'email' }),
    scopes: optional(arr(oneOfStrings(SCOPES), { minItems: 1, description: 'Default: every scope.' })),
    label: optional(str({ minLength: 1, maxLength: LABEL_MAX })),
    expires_at: optional(timestamp({ description: 'When the issued key expires (in the future); default never.' })),
    localhost_callback_url: optional(str({ maxLength: CALLBACK_URL_MAX, description: 'Loopback-only http URL (127.0.0.1, localhost, [::1]) the completion page hands the exchange code to.' })),
    callback_state: optional(str({ maxLength: CALLBACK_STATE_MAX })),
    next_dashboard_path: optional(str({ maxLength: DASHBOARD_PATH_MAX, pattern: '^/', description: 'A same-origin path.' })),
  }),
  CliAuthVerifyOtpRequest: requestObject({
    auth_request_id: str({ minLength: 1 }),
    challenge_id: str({ minLength: 1 }),
    code: str({ minLength: 1, description: 'The 6-digit code from the email (spaces and dashes ignored).' }),
  }),
  CliAuthExchangeRequest: requestObject({
    auth_request_id: str({ minLength: 1 }),
    code: str({ minLength: 1, description: 'The one-time exchange code the magic link yielded.' }),
  }),
  CliAuthStartResponse: successEnvelope({
    auth_request_id: str(),
    challenge_id: str(),
    expires_at: timestamp(),
    email: str(),
    delivery: object({ channel: constant('email'), methods: arr(oneOfStrings(SIGNIN_METHODS)) }),
  }),
  CliAuthUser: object({
    id: str(),
    email: str(),
    display_name: nullable(str()),
    avatar_url: nullable(str()),
    identity_login: nullable(str({ description: 'External identity login name.' })),
  }),
  CliAuthAccount: object({
    id: str(),
    name: str(),
    slug: str(),
    role: str(),
    permissions: object({ manage_api_keys: bool(), manage_inboxes: bool(), manage_webhooks: bool() }),
  }),
  CliAuthEntitlements: object({
    active_inboxes: int(),
    monthly_received_messages: int(),
    api_requests: object({ minute: int(), day: int(), week: int(), month: int() }),
    message_retention_days: int(),
    webhook_mode: str(),
    support_level: str(),
    managed_subdomain_namespace: bool(),
    wildcard_namespace: bool(),
  }),
  CliAuthUsage: object({
    active_inboxes: counter,
    monthly_received_messages: object({ ...propertiesOf(counter), usage_month: str() }),
  }),
  CliAuthBilling: object({
    tier: str(),
    status: str(),
    current_period_end: nullable(timestamp()),
    grace_until: nullable(timestamp()),
    entitlements: ref('CliAuthEntitlements'),
    usage: ref('CliAuthUsage'),
  }),
  CliAuthOnboarding: object({
    required: bool(),
    completed: bool(),
    steps: object({ create_inbox: bool(), configure_webhook: bool(), claim_managed_subdomain: bool() }),
  }),
  CliAuthCompleteEnvelope: successEnvelope({
    api_key: str({ description: 'The full key secret; shown this once.' }),
    key: ref('IssuedApiKey'),
    user: ref('CliAuthUser'),
    account: ref('CliAuthAccount'),
    billing: ref('CliAuthBilling'),
    onboarding: ref('CliAuthOnboarding'),
    dashboard_url: optional(nullable(str())),
    dashboard_billing_url: optional(nullable(str())),
  }, 'CliAuthCompleteResponse in the success envelope.'),
};

export const SIGNIN_PARAMETERS: Record<string, Schema> = {
  ServiceClient: { name: CLIENT_HEADER, in: 'header', required: true, schema: constant('cli') },
  ServiceClientVersion: {
    name: CLIENT_VERSION_HEADER, in: 'header', required: true, description: 'The client\'s version, printable ASCII.',
    schema: str({ minLength: 1, maxLength: CLIENT_VERSION_MAX }),
  },
};

const clientHeaders = [{ $ref: '#/components/parameters/ServiceClient' }, { $ref: '#/components/parameters/ServiceClientVersion' }];
const TAGS = ['Sign-in'];
const jsonBody = (name: string) => ({ required: true, content: { 'application/json': { schema: ref(name) } } });

/** The sign-in operations by path and method. */
export function signinPaths(): Record<string, Record<string, Schema>> {
  return {
    [SIGNIN_PATHS.start]: {
      post: {
        operationId: 'startCliSignin', tags: TAGS, security: [],
        summary: 'Start a sign-in: a challenge is emailed (magic link, code, or both)',
        parameters: clientHeaders,
        requestBody: jsonBody('CliAuthStartRequest'),
        responses: { 200: jsonAnswer('The challenge was sent.', 'CliAuthStartResponse'), ...errorResponses(SIGNIN_STATUSES.start) },
      },
    },
    [SIGNIN_PATHS.verify]: {
      get: {
        operationId: 'verifyMagicLink', tags: TAGS, security: [],
        summary: 'The emailed magic link: approves the request and redirects to the dashboard\'s CLI completion page',
        description: 'The session token and the one-time exchange code travel in the redirect\'s URL fragment.',
        parameters: ['auth_request', 'challenge', 'token'].map((name) => ({ name, in: 'query', required: true, schema: str({ minLength: 1 }) })),
        responses: {
          302: { description: 'Approved: redirect to the completion page.', headers: headers('Location') },
          ...errorResponses(SIGNIN_STATUSES.verifyGet),
        },
      },
      post: {
        operationId: 'verifyCliSigninCode', tags: TAGS, security: [],
        summary: 'Complete a sign-in with the emailed code: issues the API key',
        parameters: clientHeaders,
        requestBody: jsonBody('CliAuthVerifyOtpRequest'),
        responses: { 200: jsonAnswer('Signed in: the new key and the account.', 'CliAuthCompleteEnvelope'), ...errorResponses(SIGNIN_STATUSES.verifyPost) },
      },
    },
    [SIGNIN_PATHS.exchange]: {
      post: {
        operationId: 'exchangeCliSigninCode', tags: TAGS, security: [],
        summary: 'Exchange the magic link\'s one-time code for the API key',
        parameters: clientHeaders,
        requestBody: jsonBody('CliAuthExchangeRequest'),
        responses: { 200: jsonAnswer('Signed in: the new key and the account.', 'CliAuthCompleteEnvelope'), ...errorResponses(SIGNIN_STATUSES.exchange) },
      },
    },
  };
}
