import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { expectHeading, screenParameters } from '../../../testing/stories';
import { DisclaimerPage } from './disclaimer-page';
import { publicShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Legal/DisclaimerPage',
  component: DisclaimerPage,
  parameters: screenParameters('/responsabilidad', { shell: publicShell }),
} satisfies Meta<typeof DisclaimerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvas, 'Aviso médico');
    await expectHeading(canvas, 'No es consejo médico', 2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expectHeading(within(canvasElement));
  },
};
