/*
 * Imported by the service worker (vite.config.ts, workbox `importScripts`): a tap on the rest
 * timer's notification (src/features/workouts/rest-notification.ts) brings the app's window to
 * the front, or opens the session screen when none is left.
 */
self.addEventListener('notificationclick', (event) => {
  if (event.notification.tag !== 'forja-rest') return;
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname.startsWith('/dashboard'));
      return open ? open.focus() : self.clients.openWindow('/dashboard/overview');
    }),
  );
});
