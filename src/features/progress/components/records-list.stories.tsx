import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { personalRecordsFixture } from '../../../testing/fixtures/training-log';
import { weightUnitHandlers } from '../../../testing/handlers/profile';
import { onDesktop, onMobile } from '../../../testing/stories';
import { RecordsList } from './records-list';

const meta = {
  title: 'Patrones/Progreso/RecordsList',
  component: RecordsList,
  parameters: { layout: 'padded' },
  args: { records: personalRecordsFixture },
} satisfies Meta<typeof RecordsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Récords personales' })).getAllByRole('listitem');

/** A card per record: exercise, kind, value, the previous best (or a first) and the session's link. */
export const Default: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(3);
    const reps = within(cards(canvasElement)[1]!);
    await expect(reps.getByText('Más repeticiones con 62,5 kg')).toBeVisible();
    await expect(reps.getByText('8 repeticiones')).toBeVisible();
    await expect(reps.getByText('Antes: 7')).toBeVisible();
    await expect(reps.getByRole('link', { name: /^el / })).toHaveAttribute('href', '/dashboard/history/202');
    await expect(within(cards(canvasElement)[2]!).getByText('Primer registro')).toBeVisible();
  },
};

/** A user who reads pounds: the weights of the records in lb (stored in kg). */
export const Pounds: Story = {
  ...onDesktop,
  parameters: { session: 'signed-in', msw: { handlers: { profile: weightUnitHandlers('lb') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Más repeticiones con 137,8 lb')).toBeVisible();
  },
};

/** No record yet: one sentence under the heading. */
export const Empty: Story = {
  args: { records: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aún no tienes récords.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A record set in an earlier year: its date says which year, so "el 20 ene" is not read as this January. */
export const FromAnEarlierYear: Story = {
  args: {
    records: personalRecordsFixture.map((r, i) =>
      i === 0 ? { ...r, fecha: `${new Date().getFullYear() - 1}-01-20T18:00:00.000Z` } : r,
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(cards(canvasElement)[0]!).getByRole('link', { name: /^el / });
    await expect(link).toHaveTextContent(`el 20 ene ${new Date().getFullYear() - 1}`);
    // This year's records keep the short form.
    await expect(within(cards(canvasElement)[1]!).getByRole('link', { name: /^el / })).not.toHaveTextContent(
      String(new Date().getFullYear()),
    );
  },
};

const LONG = 'Press inclinado con mancuernas en banco a cuarenta y cinco grados con pausa abajo';

/** One card a row at 375 px; a long exercise name wraps. */
export const Mobile: Story = {
  ...onMobile,
  args: { records: personalRecordsFixture.map((r, i) => (i === 0 ? { ...r, nombre: LONG } : r)) },
  play: async ({ canvasElement }) => {
    const [first, second] = cards(canvasElement);
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
