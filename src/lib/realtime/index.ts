export { channels, type ChannelName, type EventName, type EventPayload } from './channels';
export {
  connectRealtime,
  disconnectRealtime,
  listen,
  realtimeStatusStore,
  reconnectRealtime,
  subscriptionStore,
  useRealtimeStatus,
  useSubscriptionState,
  type PusherSettings,
  type SubscriptionState,
} from './echo';
export {
  deriveHealth,
  healthStore,
  isPolling,
  useConnectionHealth,
  type ConnectionHealth,
  type Health,
} from './health';
