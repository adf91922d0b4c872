/**
 * The notification sound (spec.md section 7). One Audio element for the page, created on the first
 * notification and reused, so a burst of notifications does not pile up media elements. A browser
 * that blocks autoplay (no user gesture yet) rejects play(): that is only logged (spec.md section 8),
 * the alert still shows.
 */
export const NOTIFICATION_SOUND = '/sounds/notification.mp3';

let audio: HTMLAudioElement | null = null;

export function playNotificationSound(): void {
  try {
    audio ??= new Audio(NOTIFICATION_SOUND);
    // A sound still playing from the last notification starts again rather than being skipped.
    audio.currentTime = 0;
    void audio.play()?.catch((error: unknown) => console.warn('[notifications] sound not played', error));
  } catch (error) {
    console.warn('[notifications] sound not played', error);
  }
}
