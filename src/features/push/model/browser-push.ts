/**
 * This browser's side of Web Push: whether it can receive pushes while the app is closed, its
 * subscription with the push service (made with the server's VAPID key, on the service worker's
 * registration), and its end. Permission is asked only from the Settings button (`turnOnPush`): a
 * browser blocks sites that ask out of nowhere, and so would the customer.
 */

export type PushAvailability = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushAvailability(): PushAvailability {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    typeof Notification === 'undefined'
  )
    return 'unsupported';
  return Notification.permission;
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sameKey = (key: ArrayBuffer | null | undefined, wanted: Uint8Array) => {
  if (!key || key.byteLength !== wanted.length) return false;
  const bytes = new Uint8Array(key);
  return bytes.every((byte, i) => byte === wanted[i]);
};

/** Whether the browser already holds a subscription (this device was turned on, maybe by another user). */
export async function browserSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null;
  // Not `ready`, which waits for ever where no worker was registered (a development server).
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission (call it straight from the user's click), then subscribes with the server's key.
 * A subscription made with another key (the server's key changed) is replaced: pushes signed with
 * the new one would be refused for it. Resolves with null when permission was not given.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionJSON | null> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.ready;
  const key = bytesOf(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  // userVisibleOnly: every push shows a notification, which is what the browsers require.
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return subscription.toJSON();
}

/**
 * Ends this browser's subscription with its push service, so nothing more reaches it even from a
 * server that still held it. Used on turning off and on every sign-out; never throws.
 */
export async function unsubscribeBrowser(): Promise<void> {
  try {
    await (await browserSubscription())?.unsubscribe();
  } catch {
    // Nothing to end, or the browser's push service cannot be reached: the server forgets it anyway.
  }
}
