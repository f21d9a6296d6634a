import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onMobile } from '../../../testing/stories';
import { ProfileSection } from './profile-section';
import { fixed } from '../../../testing/controls';

const meta = {
  title: 'Patrones/Perfil/ProfileSection',
  component: ProfileSection,
  parameters: { layout: 'padded' },
  args: {
    title: 'Calendario',
    intro:
      'Suscríbete desde Google Calendar, Apple Calendar u Outlook para ver tus rutinas de cada semana y tus sesiones terminadas en tu calendario.',
    children: (
      <>
        <Text>El calendario está desactivado.</Text>
        <Button alignSelf="start">Activar calendario</Button>
      </>
    ),
  },
  argTypes: {
    title: { description: 'Encabezado; también nombra la región' },
    intro: { description: 'Párrafo bajo el encabezado (opcional)' },
    children: fixed('Contenido de la sección'),
  },
} satisfies Meta<typeof ProfileSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card named by its heading, with an intro and its content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Calendario' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Calendario' })).toBeVisible();
    await expect(within(region).getByText(/Suscríbete desde Google Calendar/)).toBeVisible();
  },
};

/** No intro: the heading alone. */
export const WithoutIntro: Story = {
  args: { title: 'Tus datos', intro: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Tus datos' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
