/**
 * The customer's devices that receive Web Push (GET /push/subscriptions), this one first, and the
 * calls that change them. What the cache holds of them is written by `writeDevices` only: each call
 * answers the device it changed, which replaces (or, removed, leaves) its entry.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { pushAnswers, type PushDevice, type PushKind } from '@contract';
import { pushKeys } from './keys';

/** What `PushSubscription.toJSON()` gives, with the kinds wanted. */
export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  kinds?: PushKind[];
}

export const fetchPushKey = async (signal?: AbortSignal): Promise<string> =>
  (await request(pushAnswers.key, '/push/key', { signal })).data.public_key;

export const pushDevicesQuery = () =>
  queryOptions({
    queryKey: pushKeys.devices(),
    queryFn: async ({ signal }) =>
      (await request(pushAnswers.devices, '/push/subscriptions', { signal })).data,
  });

const devicePath = (id: number) => `/push/subscriptions/${encodeURIComponent(id)}`;

export const subscribeDevice = async (input: SubscriptionInput): Promise<PushDevice> =>
  (await request(pushAnswers.device, '/push/subscriptions', { json: input })).data;

export const changeDeviceKinds = async (id: number, kinds: PushKind[]): Promise<PushDevice> =>
  (await request(pushAnswers.device, devicePath(id), { method: 'PATCH', json: { kinds } })).data;

export const removeDevice = async (id: number): Promise<PushDevice> =>
  (await request(pushAnswers.device, devicePath(id), { method: 'DELETE' })).data;

/**
 * The one writer of the device list: `device` as the server answered it, in place of its entry (a
 * new subscription of this device replaces the one it had), or gone with `removed`.
 */
export function writeDevices(queryClient: QueryClient, device: PushDevice, removed = false): void {
  queryClient.setQueryData<PushDevice[]>(pushKeys.devices(), (list) => {
    const others = (list ?? []).filter(
      (entry) => entry.id !== device.id && !(device.current && entry.current),
    );
    return removed ? others : device.current ? [device, ...others] : [...others, device];
  });
}
