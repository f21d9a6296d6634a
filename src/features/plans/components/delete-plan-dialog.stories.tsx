import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { fakePlans } from '../../../testing/handlers/plans';
import { expectNavigatedTo } from '../../../testing/stories';
import { expectToast } from '../../../testing/toasts';
import { openQuestion as ask } from '../../../testing/dialog-plays';
import { DeletePlanButton } from './delete-plan-dialog';

const meta = {
  title: 'Patrones/Programas/DeletePlanButton',
  component: DeletePlanButton,
  parameters: { layout: 'padded', session: 'signed-in', router: { route: '/dashboard/programas/41' } },
  args: { planId: 41 },
} satisfies Meta<typeof DeletePlanButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const openQuestion = (canvasElement: HTMLElement) =>
  ask(canvasElement, 'Eliminar programa', '¿Eliminar este programa?');

/** The button alone; nothing is deleted without the question. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Eliminar programa' })).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** It asks what becomes of the plan's routines: keep them, or delete them too. */
export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openQuestion(canvasElement);
    await expect(dialog.getByText('Sus sesiones son rutinas de Mis Rutinas. ¿Qué hacemos con ellas?')).toBeVisible();
    for (const name of ['Cancelar', 'Conservar las rutinas', 'Borrar también las rutinas']) {
      await expect(dialog.getByRole('button', { name })).toBeEnabled();
    }
  },
};

const plans = fakePlans();

/** "Conservar las rutinas": deleted with that choice, a toast, back to the list. */
export const KeepsRoutines: Story = {
  parameters: { msw: { handlers: { plans: plans.handlers } } },
  beforeEach: () => {
    plans.requests.length = 0;
  },
  play: async ({ canvasElement }) => {
    const dialog = await openQuestion(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Conservar las rutinas' }));
    await expectToast('Programa eliminado.');
    await expectNavigatedTo(within(canvasElement), '/dashboard/programas');
    await expect(new URL(plans.requests[0]!.url).search).toBe('?rutinas=conservar');
  },
};

/** Refused: the question stays, a toast says so. */
export const DeleteFails: Story = {
  parameters: {
    msw: {
      handlers: { plans: [http.delete('/api/plans/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 }))] },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openQuestion(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Borrar también las rutinas' }));
    await expectToast('No se pudo eliminar el programa.');
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  },
};
