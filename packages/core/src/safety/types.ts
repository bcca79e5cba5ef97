/**
 * The shapes of the safety findings. The public ones (`MessageSafety` and its findings) live in
 * core's types, being part of a message; the assessment's own input is here.
 */
export {
  SAFETY_FLAGS, type SafetyFlag, type HiddenReason, type HiddenTextFinding, type InvisibleCharFinding, type MismatchedLinkFinding,
  type AssistantDirectedFinding, type MessageSafety,
} from '../types.js';

/** The decoded parts of a message that the assessment reads. */
export interface SafetyInput {
  subject: string | null;
  /** The text/plain part, decoded; null when there is none. */
  text: string | null;
  /** The text/html part, decoded; null when there is none. */
  html: string | null;
}
