import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenParameters } from '../../../testing/stories';
import { InfoPage } from './info-page';
import { publicShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Estado/InfoPage',
  component: InfoPage,
  parameters: screenParameters('/info', { shell: publicShell }),
} satisfies Meta<typeof InfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¡Funciona!')).toBeVisible();
  },
};
