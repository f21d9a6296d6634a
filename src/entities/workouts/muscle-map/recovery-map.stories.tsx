import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { MuscleRecovery, RecoveryState } from '../../../lib/contract-feedback';
import { RecoveryMap } from './recovery-map';

/** The viewports of src/testing/stories.ts (an entity may not import testing). */
const onDesktop = { globals: { viewport: { value: 'desktop' } } };
const onMobile = { globals: { viewport: { value: 'mobile' } } };

const GROUPS = [
  ['pecho', 'Pecho', 'cargado', 'Agujetas fuertes el 16-11'],
  ['espalda', 'Espalda', 'recuperado', 'Sin agujetas y la carga te pareció justa'],
  ['hombro', 'Hombros', 'dolor', 'Te dolió una articulación el 16-11'],
  ['rodilla', 'Cuádriceps', 'recuperado', 'Sin agujetas y la carga te pareció justa'],
  ['cadera', 'Glúteos e isquiotibiales', 'sin_datos', ''],
  ['biceps', 'Bíceps', 'sin_datos', ''],
  ['triceps', 'Tríceps', 'cargado', 'La carga te pareció demasiada el 16-11'],
  ['gemelo', 'Gemelos', 'sin_datos', ''],
  ['core', 'Abdominales', 'sin_datos', ''],
] as const;

const recovery: MuscleRecovery = {
  grupos: GROUPS.map(([clave, nombre, estado, motivo], i) => ({
    id: i + 1,
    clave,
    nombre,
    estado: estado as RecoveryState,
    motivo,
    fecha: estado === 'sin_datos' ? null : '2026-11-16',
  })),
};

const meta = {
  title: 'Patrones/Progreso/RecoveryMap',
  component: RecoveryMap,
  parameters: { layout: 'padded' },
  args: { recovery },
} satisfies Meta<typeof RecoveryMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement, muscle: string) =>
  canvasElement.querySelector(`[data-muscle="${muscle}"] ellipse`)?.getAttribute('data-state');

/** Each muscle shaded by its latest feedback, and the same states with their reasons in the table. */
export const WithStates: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /^Mapa de recuperación, de frente y de espaldas/ })).toBeVisible();
    await expect(stateOf(canvasElement, 'pecho')).toBe('cargado');
    await expect(stateOf(canvasElement, 'hombro')).toBe('dolor');
    await expect(stateOf(canvasElement, 'espalda')).toBe('recuperado');
    await expect(stateOf(canvasElement, 'gemelo')).toBe('sin_datos');
    const table = canvas.getByRole('table', { name: 'Estado de cada grupo muscular según tu última valoración' });
    await expect(within(table).getAllByRole('row')).toHaveLength(10);
    await expect(
      within(table).getByRole('row', { name: 'Hombros Dolor Te dolió una articulación el 16-11' }),
    ).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'Gemelos Sin datos —' })).toBeVisible();
  },
};

/** At phone width: the drawing over the table, nothing sticking out sideways. */
export const WithStatesMobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: /^Mapa de recuperación/ });
    await expect(img.getBoundingClientRect().width).toBeGreaterThan(200);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
