import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectHeading, expectTexts, screenParameters } from '../../../testing/stories';
import { TermsPage } from './terms-page';
import { publicShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Legal/TermsPage',
  component: TermsPage,
  parameters: screenParameters('/terminos', { shell: publicShell }),
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvas, 'Términos y condiciones');
    await expectTexts(canvas, ['Vigente desde el 23-06-2025']);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      '1. Uso de la aplicación',
      '2. Quién puede registrarse',
      '3. Propiedad intelectual',
      '4. Normas de conducta',
      '5. Sin garantías',
      '6. Limitación de responsabilidad',
      '7. Cambios en estos términos',
      '8. Privacidad',
      '9. Ley aplicable',
    ]);
    await expectTexts(canvas, [/18 años o más/, /legislación española/]);
    await expect(canvas.getByRole('link', { name: '5. Sin garantías' })).toHaveAttribute('href', '#garantias');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'En esta página' })).toBeVisible();
  },
};
