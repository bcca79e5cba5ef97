/**
 * Background analysis: one hook into ingest, a durable job queue and a loop that never
 * holds up SMTP or HTTP, the built-in deterministic analyzer (default) and an adapter for
 * OpenAI-compatible chat completion endpoints. See docs/analysis.md.
 */
export type { AnalyzerInput, Analyzer, AnalysisFields, AnalysisCategory } from '../analyzers/types.js';
export { ANALYSIS_CATEGORIES, FIELD_LIMITS, isAnalysisCategory } from '../analyzers/types.js';
export { createBuiltinAnalyzer, analyzeBuiltin } from '../analyzers/builtin.js';
export {
  createOpenAiAnalyzer, OPENAI_DEFAULT_TIMEOUT_MS, AnalyzerRequestError, type OpenAiAnalyzerOptions,
} from '../analyzers/openai.js';
export {
  createAnalysisQueue, ANALYSIS_DEFAULTS, ANALYSES_METRIC, ANALYSIS_BATCH,
  type AnalysisOptions, type AnalysisQueue, type AnalysisQueueDeps,
} from './queue.js';
export { validateAnalysisFields, InvalidAnalysisError } from '../analyzers/validate.js';
