import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WEIGHT_UNIT_KEY } from '../../../entities/users/weight-unit-storage';
import { profileFixture } from '../../../testing/fixtures/profile';
import { body } from '../../../testing/dialog-plays';
import { weightUnitHandlers } from '../../../testing/handlers/profile';
import { neverAnswers, showsBusy } from '../../../testing/stories';
import { WeightUnitSection } from './weight-unit-section';

const meta = {
  title: 'Patrones/Perfil/WeightUnitSection',
  component: WeightUnitSection,
  parameters: { session: 'signed-in', layout: 'padded' },
} satisfies Meta<typeof WeightUnitSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const unit = (initial: 'kg' | 'lb') => ({ msw: { handlers: { profile: weightUnitHandlers(initial) } } });

/** Kilograms until the user chooses; choosing pounds saves it and this device remembers it. */
export const Kilograms: Story = {
  parameters: unit('kg'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Kilogramos (kg)' })).toBeChecked();
    await userEvent.click(canvas.getByText('Libras (lb)'));
    await waitFor(() => expect(body().getByText('Unidad de peso guardada')).toBeVisible());
    await expect(canvas.getByRole('radio', { name: 'Libras (lb)' })).toBeChecked();
    await expect(localStorage.getItem(WEIGHT_UNIT_KEY)).toBe('lb');
  },
};

export const Pounds: Story = {
  parameters: unit('lb'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: 'Libras (lb)' })).toBeChecked();
  },
};

/** The server refuses: the choice goes back to what is saved, and the user is told. */
export const SaveError: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: [
          http.get('/api/users', () => HttpResponse.json(profileFixture)),
          http.put('/api/users/preferences', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Libras (lb)'));
    await waitFor(() =>
      expect(body().getByText('No se pudo guardar la unidad de peso. Inténtalo de nuevo.')).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Kilogramos (kg)' })).toBeChecked());
  },
};

export const Loading: Story = {
  parameters: neverAnswers('profile', '/api/users'),
  play: showsBusy,
};

export const Mobile: Story = { parameters: unit('lb'), globals: { viewport: { value: 'mobile' } } };
