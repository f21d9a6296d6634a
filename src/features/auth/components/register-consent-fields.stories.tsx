import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FILLED_REGISTER, useRegisterStoryForm, type RegisterStoryProps } from '../../../testing/register-story-form';
import { EMPTY } from '../pages/register-page';
import { onDesktop, onMobile, type Canvas } from '../../../testing/stories';
import { RegisterConsentFields } from './register-consent-fields';

/** A birth date under 18 on the fixed day (the guardian's consent is then asked). */
const MINOR = { day: '1', month: '01', year: '2012' };

/** The last part of the register page's form: the Terms box, and the guardian's for a minor. */
function ConsentFields({ minor = false, ...props }: RegisterStoryProps & { minor?: boolean }) {
  const { control, formState } = useRegisterStoryForm(props);
  return <RegisterConsentFields control={control} errors={formState.errors} minor={minor} />;
}

const meta = {
  title: 'Patrones/Cuenta/RegisterConsentFields',
  component: ConsentFields,
  parameters: { layout: 'padded' },
  args: { values: FILLED_REGISTER, minor: false },
} satisfies Meta<typeof ConsentFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const termsBox = (canvas: Canvas) =>
  canvas.getByRole('checkbox', { name: /^Acepto los Términos y la Política de privacidad/ });
const guardianBox = (canvas: Canvas) =>
  canvas.queryByRole('checkbox', { name: /^Tengo el consentimiento de mi madre, padre o tutor legal/ });
const ACCEPT_TERMS = 'Debes aceptar los Términos y la Política de privacidad para crear la cuenta';
const GUARDIAN = 'Si tienes menos de 18 años, necesitas el consentimiento de tu madre, padre o tutor legal';

/** An adult's form: only the Terms box, unticked; its links open the legal pages in a new tab. */
export const Adult: Story = {
  ...onDesktop,
  args: { values: { ...FILLED_REGISTER, terms: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(termsBox(canvas)).not.toBeChecked();
    await expect(guardianBox(canvas)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Términos' })).toHaveAttribute('href', '/terminos');
    await expect(canvas.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('Los enlaces se abren en una pestaña nueva.')).toBeVisible();
  },
};

/** Ticked. */
export const Filled: Story = {
  ...onDesktop,
  args: { checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(termsBox(canvas)).toBeChecked();
    await expect(canvas.queryByText(ACCEPT_TERMS)).toBeNull();
  },
};

/** Sent unticked: the message replaces the helper; ticking the box takes it away. */
export const TermsRequired: Story = {
  ...onDesktop,
  args: { values: { ...FILLED_REGISTER, terms: false }, checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(ACCEPT_TERMS)).toBeVisible();
    await expect(canvas.queryByText('Los enlaces se abren en una pestaña nueva.')).toBeNull();
    await expect(termsBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(termsBox(canvas));
    await expect(termsBox(canvas)).toBeChecked();
    await expect(canvas.queryByText(ACCEPT_TERMS)).toBeNull();
  },
};

/** A minor: why the guardian's consent is needed, and its box above the Terms'. */
export const Minor: Story = {
  ...onDesktop,
  args: { values: { ...FILLED_REGISTER, ...MINOR }, minor: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Tienes menos de 18 años: según los Términos/)).toBeVisible();
    await expect(guardianBox(canvas)).not.toBeChecked();
    await expect(guardianBox(canvas)!.compareDocumentPosition(termsBox(canvas))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  },
};

/** A minor's form sent with neither box ticked: a message under each. */
export const MinorRequired: Story = {
  ...onDesktop,
  args: { values: { ...EMPTY, ...MINOR }, minor: true, checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(GUARDIAN)).toBeVisible();
    await expect(canvas.getByText(ACCEPT_TERMS)).toBeVisible();
    await userEvent.click(guardianBox(canvas)!);
    await expect(canvas.queryByText(GUARDIAN)).toBeNull();
  },
};

/** At 375 px: the long labels and messages wrap beside their boxes. */
export const MinorRequiredMobile: Story = {
  ...onMobile,
  args: { values: { ...EMPTY, ...MINOR }, minor: true, checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(GUARDIAN)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
