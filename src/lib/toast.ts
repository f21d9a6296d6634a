/** Toasts (sonner). The app shows them in its toast area (app/boot/deferred-toast-area.tsx). */
export { toast } from 'sonner';
