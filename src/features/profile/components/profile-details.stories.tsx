import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { profileFixture } from '../../../testing/fixtures/profile';
import { ProfileDetails } from './profile-details';

const meta = {
  title: 'Patrones/Perfil/ProfileDetails',
  component: ProfileDetails,
  parameters: { layout: 'padded' },
  args: { profile: profileFixture },
} satisfies Meta<typeof ProfileDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The birth date comes as YYYY-MM-DD, fecha_alta as DD-MM-YYYY HH:mm:ss: both shown es-ES.
    await expect(canvas.getByText('17-05-1990')).toBeVisible();
    await expect(canvas.getByText('03-11-2025 18:05')).toBeVisible();
  },
};

export const NoGoalMale: Story = {
  args: { profile: { ...profileFixture, sexo: 1, objetivo: null, objetivo_id: null, peso: 80.125 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Masculino')).toBeVisible();
    await expect(canvas.getByText('Sin objetivo')).toBeVisible();
    await expect(canvas.getByText('80,125 kg')).toBeVisible();
  },
};

/** A user who reads pounds: the body weight (stored in kg) shows in lb. */
export const Pounds: Story = {
  args: { profile: { ...profileFixture, unidad: 'lb', peso: 80 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('176,4 lb')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
