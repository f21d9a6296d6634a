import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectHeading, expectTexts, screenParameters } from '../../../testing/stories';
import { PrivacyPage } from './privacy-page';
import { publicShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Legal/PrivacyPage',
  component: PrivacyPage,
  parameters: screenParameters('/privacidad', { shell: publicShell }),
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvas, 'Política de privacidad');
    await expectTexts(canvas, [
      'Fecha de la última actualización: 24-11-2026',
      /^Datos personales:/,
      /^Datos de actividad:/,
      /^Datos técnicos:/,
      /retirar en cualquier momento/,
      // Access, correction and deletion are self-service, and the policy says where.
      /^Acceso y portabilidad, tú mismo: en Mi perfil, apartado «Tus datos»/,
      /^Rectificación, tú mismo: en Mi perfil, «Editar usuario»/,
      /^Supresión, tú mismo: en Mi perfil, apartado «Tus datos», «Eliminar mi cuenta»/,
    ]);
    await expect(canvas.getByRole('link', { name: 'privacidad@forja.app' })).toHaveAttribute(
      'href',
      'mailto:privacidad@forja.app',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expectHeading(within(canvasElement));
  },
};
