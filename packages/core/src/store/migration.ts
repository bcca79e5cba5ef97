/** One schema step. Versions are global across concerns: core 1, webhooks 2, analysis 3, sign-in 4, … */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
