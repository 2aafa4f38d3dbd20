import type { NotificationPermissionState } from '../../src/screens/OrderTrackerScreen';

const hasNotifications = () => typeof window !== 'undefined' && 'Notification' in window;

/** What the browser allows for system notifications now; `unsupported` where it has none. */
export function notificationPermission(): NotificationPermissionState {
  return hasNotifications() ? Notification.permission : 'unsupported';
}

/** Asks the person (the browser shows its own prompt; it must follow a tap) and answers what they chose. */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  if (!hasNotifications()) return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    // Old Safari takes a callback and returns nothing: read what it stored.
    return Notification.permission;
  }
}

/**
 * Shows a system notification when the person allowed it; a tap brings this tab to the front.
 * `tag` replaces an earlier notification about the same thing instead of stacking a second.
 * Some browsers (Chrome on Android) have no `new Notification` outside a service worker: nothing shows there.
 */
export function showNotification(title: string, { body, tag }: { body: string; tag: string }): void {
  if (notificationPermission() !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // No notification where the constructor is refused; the page still shows its own notice.
  }
}
