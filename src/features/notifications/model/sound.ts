/**
 * The notification sound. One Audio element for the page, created on the first notification and
 * reused, so a burst of notifications does not pile up media elements. A browser that blocks
 * autoplay (no user gesture yet) rejects play(): that is only logged, and the alert still shows.
 */
import { stored } from '@contract';
import { createPersistedStore } from '@/lib/store/persisted-store';
import { storageKeys } from '@/lib/storage-keys';

export const NOTIFICATION_SOUND = '/sounds/notification.mp3';

/** Whether notifications play the sound on this device (Settings); on unless turned off. */
export const soundPreference = createPersistedStore(
  { enabled: true },
  {
    key: storageKeys.notificationSound,
    schema: stored.notificationSound,
    pick: (s) => s,
  },
);
void soundPreference.rehydrate();

let audio: HTMLAudioElement | null = null;

/** Plays the sound for a notification, unless this device turned it off. */
export function playNotificationSound(): void {
  if (soundPreference.get().enabled) playSound();
}

/** Plays the sound whatever the setting (the Settings and Connection check buttons). */
export function playSound(): void {
  try {
    audio ??= new Audio(NOTIFICATION_SOUND);
    // A sound still playing from the last notification starts again rather than being skipped.
    audio.currentTime = 0;
    void audio.play()?.catch((error: unknown) => console.warn('[notifications] sound not played', error));
  } catch (error) {
    console.warn('[notifications] sound not played', error);
  }
}
