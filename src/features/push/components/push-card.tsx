/**
 * Settings' 'Notifications on this device': turning Web Push on for this device (the browser asks for
 * permission only from its button), what this device is sent, and every device of the customer that
 * receives notifications, each removable. What a device is sent is the server's: each change is saved
 * there and the list shows what it answered.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { QueryView } from '@/components/ui/query-view';
import { PUSH_KINDS, type PushDevice, type PushKind } from '@contract';
import { formatDate } from '@contract/rules/format';
import { isApiError, messageOf } from '@/lib/api';
import { m } from '@/i18n';
import {
  changeDeviceKinds,
  fetchPushKey,
  pushDevicesQuery,
  removeDevice,
  subscribeDevice,
  writeDevices,
} from '../api/devices';
import { pushKeys } from '../api/keys';
import { pushAvailability, subscribeBrowser, unsubscribeBrowser } from '../model/browser-push';
import * as s from './push-card.css';

const t = m.push;

export function PushCard() {
  const queryClient = useQueryClient();
  const [availability, setAvailability] = useState(pushAvailability);
  const supported = availability !== 'unsupported';
  const devices = useQuery({ ...pushDevicesQuery(), enabled: supported });
  // Fetched before the click: the permission prompt must follow the click at once (Safari shows it
  // only then), with nothing awaited in between.
  const key = useQuery({
    queryKey: pushKeys.key(),
    queryFn: ({ signal }) => fetchPushKey(signal),
    enabled: supported,
    staleTime: Infinity,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
    // Only a subscription uses it, which needs the network anyway: not kept on the device.
    meta: { persist: false },
  });
  const current = devices.data?.find((device) => device.current);

  const turnOn = useMutation({
    networkMode: 'always',
    mutationFn: async (publicKey: string) => {
      const subscription = await subscribeBrowser(publicKey);
      setAvailability(pushAvailability());
      if (!subscription?.endpoint || !subscription.keys?.p256dh || !subscription.keys.auth) return null;
      const { p256dh, auth } = subscription.keys;
      return subscribeDevice({
        endpoint: subscription.endpoint,
        keys: { p256dh, auth },
        kinds: [...PUSH_KINDS],
      });
    },
    onSuccess: (device) => device && writeDevices(queryClient, device),
  });

  const keyMissing = key.isError && isApiError(key.error) && key.error.status === 404;

  return (
    <div className={s.stack}>
      <h2 className={s.title}>{t.title}</h2>
      <p className={s.note}>{t.help}</p>
      {!supported && <Alert description={t.unsupported} />}
      {supported && keyMissing && <Alert description={t.unavailable} />}
      {availability === 'denied' && <Alert variant="warning" description={t.denied} />}
      {turnOn.isError && (
        <Alert variant="destructive" description={messageOf(turnOn.error, t.turnOnFailed)} />
      )}
      {supported && !keyMissing && devices.data !== undefined && !current && availability !== 'denied' && (
        <div>
          <Button
            busy={turnOn.isPending}
            disabled={key.data === undefined}
            onClick={() => key.data !== undefined && turnOn.mutate(key.data)}
          >
            {t.turnOn}
          </Button>
        </div>
      )}
      {current && <ThisDevice device={current} />}
      {supported && (
        <QueryView query={devices} loading={m.common.loading} failed={t.loadFailed}>
          {(list) => <DeviceList devices={list} />}
        </QueryView>
      )}
    </div>
  );
}

/** What this device is sent, each kind saved as it is ticked, and turning it off. */
function ThisDevice({ device }: { device: PushDevice }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    networkMode: 'always',
    mutationFn: (kinds: PushKind[]) => changeDeviceKinds(device.id, kinds),
    onSuccess: (changed) => writeDevices(queryClient, changed),
  });
  const turnOff = useMutation({
    networkMode: 'always',
    mutationFn: async () => {
      const removed = await removeDevice(device.id);
      await unsubscribeBrowser();
      return removed;
    },
    onSuccess: (removed) => writeDevices(queryClient, removed, true),
  });
  // While a change is saved, the boxes show it: from the tick itself (the mutation's own pending state
  // arrives a moment later, and a controlled box would spring back meanwhile) until the saved device
  // replaces the one it was chosen over. A refusal puts back what the server keeps.
  const [chosen, setChosen] = useState<{ kinds: PushKind[]; over: PushKind[] } | null>(null);
  const saving = chosen !== null && chosen.over === device.kinds;
  const kinds = saving ? chosen.kinds : device.kinds;
  const toggle = (kind: PushKind, on: boolean) => {
    const next = PUSH_KINDS.filter((k) => (k === kind ? on : kinds.includes(k)));
    setChosen({ kinds: next, over: device.kinds });
    change.mutate(next, {
      onError: () => setChosen(null),
      // A server that kept the kinds as they were leaves the device as it was: nothing to wait for.
      onSuccess: (saved) => saved.kinds.join() === device.kinds.join() && setChosen(null),
    });
  };
  return (
    <>
      <p className={s.row} role="status">
        {t.on}
      </p>
      <fieldset className={s.kinds} disabled={saving || change.isPending}>
        <legend className={s.legend}>{t.kindsLegend}</legend>
        {PUSH_KINDS.map((kind) => (
          <Checkbox
            key={kind}
            label={t.kinds[kind]}
            checked={kinds.includes(kind)}
            onChange={(event) => toggle(kind, event.target.checked)}
          />
        ))}
      </fieldset>
      {change.isError && <Alert variant="destructive" description={messageOf(change.error, t.saveFailed)} />}
      {turnOff.isError && (
        <Alert variant="destructive" description={messageOf(turnOff.error, t.turnOffFailed)} />
      )}
      <div>
        <Button variant="secondary" busy={turnOff.isPending} onClick={() => turnOff.mutate()}>
          {t.turnOff}
        </Button>
      </div>
    </>
  );
}

function DeviceList({ devices }: { devices: PushDevice[] }) {
  const headingId = useId();
  return (
    <section className={s.stack} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.subtitle}>
        {t.devices}
      </h3>
      {devices.length === 0 ? (
        <p className={s.note}>{t.noDevices}</p>
      ) : (
        <ul className={s.list}>
          {devices.map((device) => (
            <DeviceRow key={device.id} device={device} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DeviceRow({ device }: { device: PushDevice }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    networkMode: 'always',
    mutationFn: async () => {
      const removed = await removeDevice(device.id);
      if (device.current) await unsubscribeBrowser();
      return removed;
    },
    onSuccess: (removed) => writeDevices(queryClient, removed, true),
  });
  return (
    <li className={s.device}>
      <span className={s.name}>
        {device.device_name}
        {device.current && <span className={s.badge}> · {t.thisDevice}</span>}
      </span>
      <span className={s.muted}>{t.addedOn(formatDate(new Date(device.created_at)))}</span>
      <Button
        size="sm"
        variant="secondary"
        busy={remove.isPending}
        aria-label={t.removeDevice(device.device_name)}
        onClick={() => remove.mutate()}
      >
        {t.remove}
      </Button>
      {remove.isError && (
        <Alert variant="destructive" description={messageOf(remove.error, t.removeFailed)} />
      )}
    </li>
  );
}
