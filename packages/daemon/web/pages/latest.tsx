// `/dashboard/inboxes/{id}/latest`: the inbox's newest message, whatever it is when the page
// opens (a bookmark for "the mail I just sent"), as Mailpit's latest view. With no mail yet, it
// says so and links back to the inbox.
import { useEffect } from 'preact/hooks';
import type { ListMessagesResponse } from '@inboxkit/client';
import { api, enc } from '../api.js';
import { Notice, PageTitle, markRendered, problem, useLoad } from '../components.js';
import { MessagePage } from './message.js';

export function LatestMessagePage({ inboxId }: { inboxId: string }) {
  const res = useLoad(() => api<ListMessagesResponse>('GET', `/v1/inboxes/${enc(inboxId)}/messages?limit=1`), [inboxId]);
  const newest = res.data?.messages[0];
  useEffect(() => { if (res.error || (res.data && !newest)) markRendered(); }, [res.data, res.error, newest]);
  if (newest) return <MessagePage id={newest.id} />;
  return (
    <>
      <p class="crumbs"><a href="/dashboard">Inboxes</a> / <a href={`/dashboard/inboxes/${enc(inboxId)}`}>Inbox</a> /</p>
      <PageTitle title="Latest message">Latest message</PageTitle>
      {res.error ? <Notice kind="error">{problem(res.error)}</Notice> : res.data ? <p class="empty">No mail in this inbox yet.</p> : <p class="hint">Loading…</p>}
    </>
  );
}
