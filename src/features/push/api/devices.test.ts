/**
 * The device list's one writer: a device as the server answered it replaces its entry, this device
 * stays first (a new subscription of it replaces the one it had), and a removed one leaves the list.
 */
import { QueryClient } from '@tanstack/react-query';
import type { PushDevice } from '@contract';
import { writeDevices } from './devices';
import { pushKeys } from './keys';

const device = (id: number, extra: Partial<PushDevice> = {}): PushDevice => ({
  id,
  device_name: `Device ${id}`,
  kinds: ['support', 'broker', 'price_alert', 'margin', 'security'],
  created_at: '2026-11-29T06:00:00.000Z',
  current: false,
  ...extra,
});

const listed = (client: QueryClient) => client.getQueryData<PushDevice[]>(pushKeys.devices());

test('this device goes first, replacing the subscription it had; others are kept in their order', () => {
  const client = new QueryClient();
  client.setQueryData(pushKeys.devices(), [device(1, { current: true }), device(2), device(3)]);
  writeDevices(client, device(4, { current: true }));
  expect(listed(client)!.map((d) => d.id)).toEqual([4, 2, 3]);
});

test('a change replaces the entry as answered; a removal leaves the list', () => {
  const client = new QueryClient();
  client.setQueryData(pushKeys.devices(), [device(1, { current: true }), device(2)]);
  writeDevices(client, device(1, { current: true, kinds: ['margin'] }));
  expect(listed(client)![0]!.kinds).toEqual(['margin']);
  writeDevices(client, device(2), true);
  expect(listed(client)!.map((d) => d.id)).toEqual([1]);
  writeDevices(client, device(1, { current: true }), true);
  expect(listed(client)).toEqual([]);
});
