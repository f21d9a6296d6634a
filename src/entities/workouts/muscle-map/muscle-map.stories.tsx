import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { MuscleVolume } from '../../../lib/contract-training';
import { MuscleMap } from './muscle-map';

/** The viewports of src/testing/stories.ts (an entity may not import testing). */
const onDesktop = { globals: { viewport: { value: 'desktop' } } };
const onMobile = { globals: { viewport: { value: 'mobile' } } };

const BAND = { min: 10, max: 20 };
const CEILING = { min: 0, max: 20 };
const GROUPS: MuscleVolume['grupos'] = [
  { id: 1, clave: 'pecho', nombre: 'Pecho', banda: BAND },
  { id: 2, clave: 'espalda', nombre: 'Espalda', banda: BAND },
  { id: 5, clave: 'hombro', nombre: 'Hombros', banda: BAND },
  { id: 12, clave: 'rodilla', nombre: 'Cuádriceps', banda: BAND },
  { id: 7, clave: 'cadera', nombre: 'Glúteos e isquiotibiales', banda: BAND },
  { id: 3, clave: 'biceps', nombre: 'Bíceps', banda: CEILING },
  { id: 4, clave: 'triceps', nombre: 'Tríceps', banda: CEILING },
  { id: 14, clave: 'gemelo', nombre: 'Gemelos', banda: CEILING },
  { id: 8, clave: 'core', nombre: 'Abdominales', banda: CEILING },
];

/** One week with `sets` per group id (0 for the rest). */
const week = (sets: Record<number, number>): MuscleVolume => ({
  banda: BAND,
  grupos: GROUPS,
  semanas: [
    { semana: '2026-11-23', grupos: GROUPS.map((g) => ({ id: g.id, nombre: g.nombre, series: sets[g.id] ?? 0 })) },
  ],
});

const meta = {
  title: 'Patrones/Entrenamiento/MuscleMap',
  component: MuscleMap,
  parameters: { layout: 'padded' },
  args: { volume: week({ 1: 12, 2: 22, 5: 6, 12: 10, 7: 8, 3: 4, 4: 25 }) },
} satisfies Meta<typeof MuscleMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const zoneOf = (canvasElement: HTMLElement, muscle: string) =>
  canvasElement.querySelector(`[data-muscle="${muscle}"] ellipse`)?.getAttribute('data-state');

/** A week with sets: each group shaded by its zone, and the same numbers in the table. */
export const WithSets: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: /^Mapa muscular de la semana, de frente y de espaldas/ }),
    ).toBeVisible();
    await expect(zoneOf(canvasElement, 'pecho')).toBe('in');
    await expect(zoneOf(canvasElement, 'espalda')).toBe('above');
    await expect(zoneOf(canvasElement, 'hombro')).toBe('below');
    await expect(zoneOf(canvasElement, 'gemelo')).toBe('none');
    const table = canvas.getByRole('table', {
      name: 'Series de la semana por grupo muscular frente a la zona de tu programa',
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(10);
    await expect(within(table).getByRole('row', { name: 'Espalda 22 10–20 Por encima' })).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'Tríceps 25 hasta 20 Por encima' })).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'Gemelos 0 hasta 20 Sin series' })).toBeVisible();
  },
};

/** At phone width: the drawing over the table, nothing sticking out sideways. */
export const WithSetsOnMobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: /^Mapa muscular de la semana/ });
    await expect(img.getBoundingClientRect().width).toBeGreaterThan(200);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).getByRole('row', { name: 'Pecho 12 10–20 En la zona' })).toBeVisible();
  },
};

/** A week with no set yet: every region neutral, every row "Sin series". */
export const EmptyWeek: Story = {
  ...onDesktop,
  args: { volume: week({}) },
  play: async ({ canvasElement }) => {
    const zones = [...canvasElement.querySelectorAll('[data-muscle] ellipse')].map((e) => e.getAttribute('data-state'));
    await expect(new Set(zones)).toEqual(new Set(['none']));
    await expect(within(canvasElement).getAllByRole('cell', { name: 'Sin series' })).toHaveLength(9);
  },
};

/** The empty week at phone width. */
export const EmptyWeekOnMobile: Story = {
  ...onMobile,
  args: { volume: week({}) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /^Mapa muscular de la semana/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
