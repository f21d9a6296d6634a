import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { generatedRoutineFixture, routinesHandlers, withRoutineHandlers } from '../../../testing/handlers/routines';
import { expectToast } from '../../../testing/toasts';
import { GeneratedRoutinePanel } from './generated-routine-panel';

const meta = {
  title: 'Patrones/Rutinas/GeneratedRoutinePanel',
  component: GeneratedRoutinePanel,
  parameters: { layout: 'padded', session: 'signed-in' },
} satisfies Meta<typeof GeneratedRoutinePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingGenerated: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Todavía no has generado ninguna rutina/)).toBeVisible();
  },
};

/** A second generation replaces the routine held until then. */
export const GeneratedTwice: Story = {
  parameters: (() => {
    let calls = 0;
    return {
      msw: {
        handlers: {
          routines: [
            http.post('/api/autogenerate', () => {
              calls += 1;
              return HttpResponse.json({
                ...generatedRoutineFixture,
                rutina_id: 40 + calls,
                nombre: `Rutina ${calls}`,
              });
            }),
            ...routinesHandlers,
          ],
        },
      },
    };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generar Rutina' }));
    await expectToast('Rutina personalizada generada con éxito');
    await expect(await canvas.findByRole('article', { name: 'Rutina 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Generar Rutina' }));
    await expect(await canvas.findByRole('article', { name: 'Rutina 2' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

export const Generating: Story = {
  parameters: withRoutineHandlers(
    http.post('/api/autogenerate', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generar Rutina' }));
    await expect(canvas.getByRole('button', { name: 'Generar Rutina' })).toBeDisabled();
  },
};
