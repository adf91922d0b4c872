/**
 * What features use of the realtime layer. The connection itself (echo.ts, with pusher-js) is not
 * exported here: only the app opens and closes it, loading it on demand.
 */
export { channels, type ChannelName, type EventName, type EventPayload } from './channels';
export { listen, reconnectRealtime, whenFollowed, whenUserFollowed, whisper } from './registry';
export {
  realtimeStatusStore,
  subscriptionStore,
  useRealtimeStatus,
  useSubscriptionState,
  type SubscriptionState,
} from './status-store';
export {
  deriveHealth,
  healthStore,
  isPolling,
  useConnectionHealth,
  type ConnectionHealth,
  type Health,
} from './health';
