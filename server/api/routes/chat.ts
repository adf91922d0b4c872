import { requests, uploadLimits } from '@contract/schemas';
import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import {
  markConversationRead,
  messagePage,
  messagesAfter,
  sendMessage,
  toChatMessage,
  unreadCount,
} from '../domain/chat';
import { admitUpload, fileUrl, isImageType, saveUpload } from '../domain/files';
import { authenticate } from '../http/auth';
import { ok, readUpload, validBody } from '../http/body';
import { forbidden, invalidField } from '../http/errors';
import { integerQuery, pageParam, pageUrl, requestOrigin } from '../http/query';
import type { UserRecord } from '../types';

export function chatRoutes(core: Core) {
  const { store } = core;
  const routes = new Hono<AppEnv>();
  // A customer awaiting approval may talk to support: asking what is missing is how they get approved.
  const auth = authenticate(core, { pendingToo: true });

  /** Whose conversation: a customer only ever their own; an admin names the customer. */
  const customerFor = (user: UserRecord, customerId: number | undefined): UserRecord => {
    if (user.role !== 'admin') {
      if (customerId !== undefined && customerId !== user.id) throw forbidden();
      return user;
    }
    if (customerId === undefined) throw invalidField('customer_id', 'The customer id field is required.');
    const customer = store.user(customerId);
    if (!customer || customer.role !== 'customer') {
      throw invalidField('customer_id', 'The selected customer id is invalid.');
    }
    return customer;
  };

  routes.get('/chat/messages', auth, (c) => {
    const customer = customerFor(c.get('user'), integerQuery(c, 'customer_id'));
    const after = c.req.query('after');
    if (after !== undefined) {
      const since = Date.parse(after);
      if (Number.isNaN(since)) throw invalidField('after', 'The after must be a valid date.');
      const data = messagesAfter(core, customer.id, since).map((m) => toChatMessage(core, m));
      return c.json({ success: true, data, next_page_url: null });
    }
    const page = pageParam(c);
    const slice = messagePage(core, customer.id, page);
    return c.json({
      success: true,
      data: slice.items.map((m) => toChatMessage(core, m)),
      next_page_url: slice.hasOlder ? pageUrl(c, page + 1) : null,
    });
  });

  routes.post('/chat/messages', auth, async (c) => {
    const body = await validBody(c, requests.chatSend);
    const sender = c.get('user');
    const { message, created } = sendMessage(core, {
      sender,
      customer: customerFor(sender, body.customer_id),
      text: body.message,
      attachmentUrls: body.attachments ?? [],
      clientId: body.client_id ?? null,
      origin: requestOrigin(c),
    });
    return ok(c, message, created ? 201 : 200);
  });

  routes.post('/chat/upload', auth, admitUpload(core), async (c) => {
    const { file } = await readUpload(c);
    const stored = await saveUpload(
      core,
      c.get('user'),
      file,
      uploadLimits.chatMimeTypes,
      'The file must be an image, a PDF, a Word or an Excel document.',
    );
    const url = fileUrl(requestOrigin(c), stored.id);
    return ok(c, { url, file_name: stored.name, is_image: isImageType(stored.type) }, 201);
  });

  routes.post('/chat/read', auth, async (c) => {
    const body = await validBody(c, requests.chatRead);
    const reader = c.get('user');
    const updated = markConversationRead(core, reader, customerFor(reader, body.customer_id).id);
    return ok(c, { updated });
  });

  routes.get('/chat/unread-count', auth, (c) => ok(c, { unread_count: unreadCount(core, c.get('user')) }));

  return routes;
}
