// Types of openapi-responses.mjs, for the TypeScript tests that use it.
export const OPENAPI_DOC: URL;

export interface Answer {
  method: string;
  url: string;
  status: number;
  headers: Headers | Record<string, string | string[] | undefined>;
  /** The text of a JSON answer; undefined when not read (streams, bytes). */
  body?: string;
}

export interface CheckResult {
  /** False for answers that are not the API's (the /dashboard HTML pages, a test's own routes). */
  checked: boolean;
  /** The operation, e.g. `GET /v1/inboxes/{inbox_id}`. */
  where?: string;
  problems: string[];
}

export interface ResponseChecker {
  check(answer: Answer): CheckResult;
  checkDelivery(delivery: { headers: Record<string, string | string[] | undefined>; body: string }): { where: string; problems: string[] };
  operation(method: string, pathname: string): { template: string; op: Record<string, unknown> | null } | null;
  compileAll(): number;
}

export function createResponseChecker(doc?: Record<string, unknown>, options?: { validateSchemas?: boolean }): ResponseChecker;
