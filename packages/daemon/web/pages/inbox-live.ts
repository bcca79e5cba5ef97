// The inbox page's live feed: the inbox's events over EventSource (`GET /v1/events?inbox_id=…`),
// which reconnects on its own with Last-Event-ID. A refused stream (an ended session answers
// 401) asks the API why: a 401 leaves for the sign-in page, else it tries again.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { WebhookEventPayload } from '@inboxkit/client';
import { api, enc } from '../api.js';

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'stopped';
export const LIVE_TEXT: Record<LiveState, string> = {
  connecting: 'Connecting…', live: 'Live: new mail appears here', reconnecting: 'Reconnecting…', stopped: 'Not live',
};

export type ReceivedMessage = WebhookEventPayload['data']['message'];

/**
 * @example
 *   const live = useInboxEvents(inboxId, (message) => addRow(message));
 */
export function useInboxEvents(inboxId: string, onReceived: (message: ReceivedMessage) => void): LiveState {
  const [live, setLive] = useState<LiveState>('connecting');
  const [generation, setGeneration] = useState(0);
  const handler = useRef(onReceived);
  handler.current = onReceived;
  useEffect(() => {
    const source = new EventSource(`/v1/events?inbox_id=${enc(inboxId)}`);
    setLive('connecting');
    source.onopen = () => setLive('live');
    source.addEventListener('email.received', (event) => {
      const payload = JSON.parse((event as MessageEvent<string>).data) as WebhookEventPayload;
      handler.current(payload.data.message);
    });
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) {
        setLive('reconnecting');
        return;
      }
      setLive('stopped');
      api('GET', '/v1/account').then(() => setTimeout(() => setGeneration((g) => g + 1), 2000), () => {});
    };
    return () => source.close();
  }, [inboxId, generation]);
  return live;
}
