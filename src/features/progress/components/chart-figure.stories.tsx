import { Box, Flex } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import i18n from '../../../lib/i18n';
import {
  chartRegion,
  expectNoSidewaysScroll,
  inChartBox,
  openTable,
  tableOnScreen,
  tableRows,
} from '../../../testing/progress-stories';
import { onDesktop, onMobile } from '../../../testing/stories';
import { ChartFigure } from './chart-figure';
import { fixed } from '../../../testing/controls';

const t = i18n.getFixedT(null, 'progress');
const DONE = [2, 3, 1, 3];
const WEEKS = ['26 oct', '2 nov', '9 nov', '16 nov'];

/** A stand-in drawing: four plain bars (the figure does not care what it frames). */
const drawing = (
  <Flex h="40" align="flex-end" gap="4" px="4" data-testid="drawing">
    {DONE.map((n, i) => (
      <Box key={i} flex="1" h={`${n * 33}%`} bg="chart.done" borderTopRadius="sm" />
    ))}
  </Flex>
);

const meta = {
  title: 'Patrones/Progreso/ChartFigure',
  component: ChartFigure,
  parameters: { layout: 'padded' },
  decorators: [inChartBox],
  // The drawing is given here, not as an arg: Storybook wants args it can serialize.
  render: (args) => <ChartFigure {...args} chart={drawing} />,
  args: {
    title: t('adherence.title'),
    description: t('adherence.subtitle'),
    chart: null,
    legend: [{ label: t('adherence.done'), color: 'chart.done' }],
    table: {
      caption: t('adherence.caption'),
      columns: [t('adherence.week'), t('adherence.done')],
      rows: WEEKS.map((week, i) => ({ key: week, cells: [week, String(DONE[i])] })),
    },
  },
  argTypes: {
    title: { description: 'Título del gráfico' },
    description: { description: 'Qué mide y cómo, bajo el título', control: 'text' },
    chart: fixed('El dibujo (aquí, unas barras de ejemplo)'),
    table: { description: 'La tabla que leen los lectores de pantalla: título, columnas y filas', control: 'object' },
    legend: { description: 'Series del gráfico: nombre y color (token del tema)', control: 'object' },
    controls: fixed('Controles que cambian lo dibujado'),
  },
} satisfies Meta<typeof ChartFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Constancia';

/** Title, description, drawing (hidden from screen readers) and legend; the table is read, not seen. */
export const Default: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const figure = chartRegion(canvasElement, TITLE);
    await expect(figure.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    await expect(figure.getByText(/^Sesiones planificadas en tu calendario/)).toBeVisible();
    await expect(figure.getByTestId('drawing').parentElement).toHaveAttribute('aria-hidden', 'true');
    await expect(figure.getByText('Hechas', { selector: ':not(th)' })).toBeVisible();
    const table = figure.getByRole('table', { name: 'Sesiones planificadas y hechas por semana' });
    await expect(table).toBeInTheDocument();
    await expect(tableOnScreen(table)).toBe(false);
  },
};

/** "Ver como tabla" shows the numbers (focusable, to scroll a wide one); "Ocultar tabla" hides them again. */
export const TableShown: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const table = await openTable(canvasElement, TITLE);
    await expect(tableRows(table)).toEqual([
      ['Semana del', 'Hechas'],
      ['26 oct', '2'],
      ['2 nov', '3'],
      ['9 nov', '1'],
      ['16 nov', '3'],
    ]);
    await expect(table.parentElement).toHaveAttribute('tabindex', '0');
    await userEvent.click(chartRegion(canvasElement, TITLE).getByRole('button', { name: 'Ocultar tabla' }));
    await expect(tableOnScreen(table)).toBe(false);
  },
};

/** Only a title and the drawing: no description, no legend. */
export const Bare: Story = {
  args: { description: undefined, legend: undefined },
  play: async ({ canvasElement }) => {
    const figure = chartRegion(canvasElement, TITLE);
    await expect(figure.queryByText(/^Sesiones planificadas en tu calendario/)).toBeNull();
    await expect(figure.queryByText('Hechas', { selector: ':not(th)' })).toBeNull();
  },
};

/** At 375 px the button goes under the title; the open table stays within the screen. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    await openTable(canvasElement, TITLE);
    const button = canvas.getByRole('button', { name: 'Ocultar tabla' }).getBoundingClientRect();
    await expect(button.top).toBeGreaterThanOrEqual(heading.bottom);
    await expectNoSidewaysScroll(canvasElement);
  },
};
