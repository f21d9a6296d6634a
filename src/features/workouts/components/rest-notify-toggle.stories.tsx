import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../testing/toasts';
import { NOTIFY_KEY, type NotificationEnv } from '../rest-notification';
import { RestNotifyToggle } from './rest-notify-toggle';

/** A browser for the story: the permission it has, what it answers when asked, storage of its own. */
function env(permission: NotificationPermission, answer: NotificationPermission = permission, on = false) {
  const data = new Map<string, string>(on ? [[NOTIFY_KEY, 'true']] : []);
  let current = permission;
  return {
    supported: () => true,
    permission: () => current,
    request: fn(async () => {
      current = answer;
      return answer;
    }),
    hidden: () => false,
    registration: async () => undefined,
    show: fn(),
    storage: () =>
      ({
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => void data.set(k, v),
      }) as Storage,
  } satisfies NotificationEnv;
}

const button = (canvas: HTMLElement) =>
  within(canvas).getByRole('button', { name: 'Notificación al terminar el descanso' });

/** Beside the rest timer's sound toggle: the rest's end as a notification with the screen off. */
const meta = {
  title: 'Patrones/Entrenamiento/RestNotifyToggle',
  component: RestNotifyToggle,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RestNotifyToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the permission is asked for only on the tap; allowed, it turns on and is remembered. */
export const Off: Story = {
  args: { env: env('default', 'granted') },
  play: async ({ canvasElement, args }) => {
    await expect(args.env!.request).not.toHaveBeenCalled();
    await expect(button(canvasElement)).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button(canvasElement));
    await expect(args.env!.request).toHaveBeenCalledOnce();
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('aria-pressed', 'true'));
    await expect(args.env!.storage()?.getItem(NOTIFY_KEY)).toBe('true');
    await expectToast(/Te avisaremos con una notificación/);
  },
};

/** On: a tap turns it off without asking anything. */
export const On: Story = {
  args: { env: env('granted', 'granted', true) },
  play: async ({ canvasElement, args }) => {
    await expect(button(canvasElement)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button(canvasElement));
    await expect(button(canvasElement)).toHaveAttribute('aria-pressed', 'false');
    await expect(args.env!.storage()?.getItem(NOTIFY_KEY)).toBe('false');
    await expect(args.env!.request).not.toHaveBeenCalled();
  },
};

/** Blocked by the browser: it stays off, and says how to allow it. */
export const Denied: Story = {
  args: { env: env('denied') },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await expectToast(/El navegador ha bloqueado las notificaciones de Forja/);
    await expect(button(canvasElement)).toHaveAttribute('aria-pressed', 'false');
    await expect(button(canvasElement)).toHaveAttribute('title', expect.stringMatching(/permite las notificaciones/));
  },
};

/** The browser's question closed without an answer: off, and it can be asked again. */
export const Dismissed: Story = {
  args: { env: env('default', 'default') },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await expectToast(/No has dado permiso/);
    await expect(button(canvasElement)).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A browser without notifications (Safari on iPhone outside the installed app). */
export const Unsupported: Story = {
  args: { env: { ...env('default'), supported: () => false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await expectToast(/Este navegador no permite notificaciones/);
  },
};
