export {
  createBackend,
  DEFAULT_PUSHER_KEY,
  DEMO_BASE,
  MAX_BULK_CUSTOMERS,
  type Backend,
  type BackendOptions,
} from './backend';
export {
  channelSignature,
  channels,
  realtimeUser,
  USER_SIGNIN,
  userSignature,
  type AccessNotice,
  type Bus,
  type BusMessage,
  type PusherCredentials,
} from './bus';
export { API_BASE, type Core } from './core';
export { constantTimeEqual, hmacSha256Hex, randomToken } from './crypto';
export type { PriceEngine } from './prices';
export { DEMO_LICENSE } from './seed';
export { BUSY_MESSAGES, BUSY_UNREAD, bulkCustomerEmail } from './seed-volume';
export { buildRuntimeConfig, type RuntimeConfigOptions } from './runtime-config';
