import { toast } from 'sonner';
import { openToaster } from './toaster-gate';

export { TOASTER_PROPS } from './toaster-gate';

// Whoever can show a toast needs the toast area on screen (see toaster-gate.ts).
openToaster();

export { toast };
