import { Hono } from 'hono';
import { requests } from '@contract/schemas';
import type { AppEnv, Core } from '../core';
import { adminOnly, authenticate } from '../http/auth';
import { ok, validBody } from '../http/body';
import { notFound } from '../http/errors';
import { idParam } from '../http/query';

/**
 * The support desk's saved replies: the tenant's, shared by its admins, who list, add, change and
 * remove them. Their text is kept as written, trimmed (the schema judges its length once trimmed);
 * placeholders are filled by the app when one is used.
 */
export function cannedReplyRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);
  const replies = () => core.store.state.cannedReplies;
  const find = (id: number) => {
    const reply = replies().find((candidate) => candidate.id === id);
    if (!reply) throw notFound();
    return reply;
  };

  routes.get('/admin/canned-replies', auth, adminOnly, (c) => ok(c, replies()));

  routes.post('/admin/canned-replies', auth, adminOnly, async (c) => {
    const { title, text } = await validBody(c, requests.cannedReply);
    const reply = { id: core.store.nextId('cannedReply'), title, text };
    replies().push(reply);
    return ok(c, reply, 201, 'The reply was saved.');
  });

  routes.patch('/admin/canned-replies/:id', auth, adminOnly, async (c) => {
    const reply = find(idParam(c));
    const { title, text } = await validBody(c, requests.cannedReply);
    reply.title = title;
    reply.text = text;
    return ok(c, reply, 200, 'The reply was saved.');
  });

  routes.delete('/admin/canned-replies/:id', auth, adminOnly, (c) => {
    const reply = find(idParam(c));
    core.store.state.cannedReplies = replies().filter((candidate) => candidate !== reply);
    return ok(c, reply, 200, 'The reply was deleted.');
  });

  return routes;
}
