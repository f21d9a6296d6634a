import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makePlan } from '../../../testing/fixtures/plans';
import { plansAnswer } from '../../../testing/handlers/plans';
import { screenParameters } from '../../../testing/stories';
import PlansPage from './plans-page';
import { dashboardShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Programas/PlansPage',
  component: PlansPage,
  parameters: screenParameters('/dashboard/programas', { shell: dashboardShell, signedIn: true }),
} satisfies Meta<typeof PlansPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each plan links to its view and says where its block stands. */
export const Default: Story = {
  parameters: {
    msw: { handlers: plansAnswer.with(makePlan(3), makePlan(0, { id: 43, nombre: 'Programa de verano' })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Programa de fuerza · 6 semanas' })).toHaveAttribute(
      'href',
      '/dashboard/programas/41',
    );
    await expect(canvas.getByText('Semana 3 de 6')).toBeVisible();
    await expect(canvas.getByText(/^Empieza el /)).toBeVisible();
    await expect(canvas.getAllByText('6 semanas · 3 sesiones a la semana · Cuerpo completo')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Crear programa' })).toHaveAttribute(
      'href',
      '/dashboard/programas/nuevo',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: plansAnswer.with() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Todavía no tienes ningún programa')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Crear programa' })).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: plansAnswer.pending() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando programas…' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: plansAnswer.failing() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No se han podido cargar tus programas.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
