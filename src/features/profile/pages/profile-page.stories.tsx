import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { neverAnswers, screenParameters, showsBusy } from '../../../testing/stories';
import { ProfilePage } from './profile-page';
import { dashboardShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Perfil/ProfilePage',
  component: ProfilePage,
  parameters: screenParameters('/dashboard/profile', { shell: dashboardShell, signedIn: true }),
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'MI PERFIL' })).toBeVisible();
    for (const text of [
      'Lucía',
      'Pérez Gómez',
      'lucia.perez@gmail.com',
      '17-05-1990',
      '03-11-2025 18:05',
      'Femenino',
      '62,5 kg',
      '168 cm',
      '22,14',
      'Hipertrofia',
    ]) {
      await expect(await canvas.findByText(text)).toBeVisible();
    }
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Loading: Story = {
  parameters: neverAnswers('profile', '/api/users'),
  play: showsBusy,
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: { profile: [http.get('/api/users', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No se pudieron cargar tus datos. Inténtalo de nuevo más tarde.'),
    ).toBeVisible();
  },
};

/** The edit modal opens with the current sexo and objetivo preselected and saves. */
export const EditUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar usuario' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Editar usuario' });
    const modal = within(dialog);
    await waitFor(() => expect(modal.getByLabelText(/^Sexo/)).toHaveDisplayValue('Femenino'));
    await expect(modal.getByLabelText(/^Objetivo/)).toHaveDisplayValue('Hipertrofia');
    await expect(modal.getByLabelText(/^Fecha de nacimiento/)).toHaveValue('17-05-1990');
    await userEvent.clear(modal.getByLabelText(/^Peso/));
    await userEvent.type(modal.getByLabelText(/^Peso/), '64.2');
    await userEvent.click(modal.getByRole('button', { name: 'Actualizar' }));
    await expect(await within(document.body).findByText('Datos actualizados correctamente')).toBeInTheDocument();
  },
};

/** An emptied field disables "Actualizar" and shows the message of docs/PRODUCT.md §5. */
export const EditInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar usuario' }));
    const modal = within(await within(document.body).findByRole('dialog', { name: 'Editar usuario' }));
    await userEvent.clear(modal.getByLabelText(/^Nombre/));
    await userEvent.tab();
    await waitFor(() => expect(modal.getByText('Hay campos inválidos en el formulario.')).toBeVisible());
    await expect(modal.getByText('Campo obligatorio')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
  },
};

export const EditServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: [
          http.get('/api/users', async () =>
            HttpResponse.json((await import('../../../testing/fixtures/profile')).profileFixture),
          ),
          http.put('/api/users/update', () => HttpResponse.json({ message: 'Email already exists' }, { status: 403 })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar usuario' }));
    const modal = within(await within(document.body).findByRole('dialog', { name: 'Editar usuario' }));
    await waitFor(() => expect(modal.getByRole('button', { name: 'Actualizar' })).toBeEnabled());
    await userEvent.click(modal.getByRole('button', { name: 'Actualizar' }));
    await expect(
      await within(document.body).findByText('Error al actualizar los datos. Por favor intenta nuevamente.'),
    ).toBeInTheDocument();
  },
};

export const GoalsLoadError: Story = {
  parameters: {
    msw: {
      handlers: { reference: [http.get('/api/goals', () => HttpResponse.json({ message: 'x' }, { status: 500 }))] },
    },
  },
  play: async () => {
    await expect(
      await within(document.body).findByText('Error al cargar las opciones de objetivos.'),
    ).toBeInTheDocument();
  },
};
