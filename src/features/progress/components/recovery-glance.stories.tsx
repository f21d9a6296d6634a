import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecoveryGlance } from '../../../entities/workouts/muscle-map/recovery-glance';
import { feedbackAnswers, feedbackServer, someRecovery } from '../../../testing/handlers/feedback';
import { interactionOnly, onDesktop, onMobile } from '../../../testing/stories';

/** The recovery section as the progress screen and the overview show it (entities/workouts/muscle-map). */
const meta = {
  title: 'Patrones/Progreso/RecoveryGlance',
  component: RecoveryGlance,
  parameters: { layout: 'padded', session: 'signed-in' },
} satisfies Meta<typeof RecoveryGlance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Some muscles answered: "Recuperación" with the map and its table. */
export const Default: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: { feedback: feedbackServer({ recovery: someRecovery }).handlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Recuperación' }));
    await expect(section.getByRole('img', { name: /^Mapa de recuperación/ })).toBeVisible();
    await expect(section.getByRole('row', { name: /^Pecho Cargado/ })).toBeVisible();
  },
};

export const Mobile: Story = { ...Default, ...onMobile };

/** No feedback yet: the section is left out. */
export const NoFeedbackYet: Story = {
  tags: ['interaction'],
  parameters: { ...interactionOnly, msw: { handlers: { feedback: feedbackServer().handlers } } },
  play: async ({ canvasElement }) => {
    await new Promise((r) => setTimeout(r, 300));
    await expect(within(canvasElement).queryByRole('region', { name: 'Recuperación' })).toBeNull();
  },
};

/** The states could not be read: said, with "Reintentar". */
export const Error: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: feedbackAnswers.failing() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No se ha podido cargar la recuperación.')).toBeVisible();
  },
};

export const ErrorMobile: Story = { ...Error, ...onMobile };
