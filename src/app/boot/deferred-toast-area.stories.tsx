import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import i18n from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { interactionOnly, onMobile } from '../../testing/stories';
import { expectToast } from '../../testing/toasts';
import { DeferredToastArea } from './deferred-toast-area';

/**
 * Every story already has the toast area: the app's providers mount it (.storybook/decorators.tsx,
 * toasts kept until the next story). A second one would show each toast twice, so these stories
 * render nothing of their own: their plays ask for toasts as the screens do, through lib/toast.ts.
 */
const meta = {
  title: 'Patrones/Estructura/DeferredToastArea',
  component: DeferredToastArea,
  render: () => <></>,
} satisfies Meta<typeof DeferredToastArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const SAVED = i18n.t('profile:edit.success');
const NOT_SAVED = i18n.t('profile:edit.error');
const NOT_LOADED = i18n.t('progress:loadError');
const RETRY = i18n.t('loadError.retry');
/** What the action toast's button runs. */
const retried = fn();

/** The toast area's region, outside the story root (sonner's `<section>`), once mounted. */
const toaster = () => document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
const shownToast = (text: string) => within(toaster()).getByText(text).closest<HTMLElement>('[data-sonner-toast]')!;

/** A saved change: the green success toast, bottom right, with its close button. */
export const Success: Story = {
  play: async () => {
    toast.success(SAVED);
    await expectToast(SAVED);
    await expect(shownToast(SAVED)).toHaveAttribute('data-type', 'success');
    await expect(toaster()).toHaveAttribute('data-y-position', 'bottom');
    await expect(toaster()).toHaveAttribute('data-x-position', 'right');
    await expect(within(shownToast(SAVED)).getByRole('button', { name: /close/i })).toBeInTheDocument();
  },
};

/** A failed change: the red error toast. */
export const Error: Story = {
  play: async () => {
    toast.error(NOT_SAVED);
    await expectToast(NOT_SAVED);
    await expect(shownToast(NOT_SAVED)).toHaveAttribute('data-type', 'error');
  },
};

/** An error with an action ("Reintentar") beside its text. */
export const WithAction: Story = {
  play: async () => {
    toast.error(NOT_LOADED, { action: { label: RETRY, onClick: () => retried() } });
    await expectToast(NOT_LOADED);
    // The toast fades in: its button is visible once the fade has run.
    await waitFor(() => expect(within(shownToast(NOT_LOADED)).getByRole('button', { name: RETRY })).toBeVisible());
  },
};

/** The action's button runs it and the toast closes. */
export const ActionRunsAndCloses: Story = {
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async () => {
    retried.mockClear();
    toast.error(NOT_LOADED, { action: { label: RETRY, onClick: () => retried() } });
    await expectToast(NOT_LOADED);
    await userEvent.click(within(shownToast(NOT_LOADED)).getByRole('button', { name: RETRY }));
    await expect(retried).toHaveBeenCalledTimes(1);
    // The last toast gone, sonner removes its list too.
    await waitFor(() => expect(within(document.body).queryByText(NOT_LOADED)).toBeNull());
  },
};

/**
 * Several at once: one per kind (a newer error replaces the error still on screen, docs/PRODUCT.md
 * §9), the newest in front, the others folded behind it.
 */
export const Stacked: Story = {
  play: async () => {
    toast.success(SAVED);
    toast.error(NOT_SAVED);
    toast.error(NOT_LOADED);
    await expectToast(NOT_LOADED);
    await waitFor(() => expect(toaster().querySelectorAll('[data-sonner-toast][data-mounted="true"]')).toHaveLength(2));
    await expect(within(toaster()).queryByText(NOT_SAVED)).toBeNull();
    await expect(shownToast(NOT_LOADED)).toHaveAttribute('data-front', 'true');
  },
};

/** On a phone the toast spans the screen's width, at the bottom. */
export const SuccessMobile: Story = {
  ...onMobile,
  play: async () => {
    toast.success(SAVED);
    await expectToast(SAVED);
    const box = shownToast(SAVED).getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(window.innerWidth - 40);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
