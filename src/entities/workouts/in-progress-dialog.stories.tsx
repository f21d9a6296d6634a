import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Workout, WorkoutSet } from '../../lib/contract-training';
import { InProgressDialog } from './in-progress-dialog';

// An entity's story cannot use src/testing (entities build on lib and ui only): a small session here.
const setOf = (orden: number): WorkoutSet => ({
  id: `00000000-0000-4000-8000-00000000010${orden}`,
  ejercicio_sesion_id: 1,
  orden,
  medida: 'repeticiones',
  repeticiones: 8,
  kg: 60,
  segundos: null,
  metros: null,
  rir: 2,
  tipo: 'trabajo',
  completada_en: '2026-11-17T17:10:00.000Z',
});
const sessionWith = (sets: number): Workout => ({
  id: 202,
  rutina_id: 11,
  nombre: 'Fuerza total',
  notas: '',
  estado: 'en_curso',
  iniciado_en: '2026-11-17T17:00:00.000Z',
  terminado_en: null,
  descarga: false,
  ejercicios: [
    {
      id: 1,
      id_ejercicio_catalogo: 101,
      nombre: 'Press de banca con barra',
      grupo_muscular: 'Pecho',
      orden: 1,
      series_objetivo: 5,
      repeticiones_objetivo: 8,
      repeticiones_min: 8,
      rir_objetivo: null,
      descanso: 90,
      medida: 'repeticiones',
      nota: '',
      omitido: false,
      grupo: null,
      nota_anterior: '',
      carga: 'barra',
      series: Array.from({ length: sets }, (_, i) => setOf(i + 1)),
      anterior: [],
    },
  ],
});
const open = sessionWith(5);
const onMobile = { globals: { viewport: { value: 'mobile' } } };

const meta = {
  title: 'Patrones/Entrenamiento/InProgressDialog',
  component: InProgressDialog,
  parameters: { layout: 'padded' },
  args: { workout: open, discarding: false, onResume: fn(), onDiscard: fn(), onClose: fn() },
} satisfies Meta<typeof InProgressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  const found = await within(document.body).findByRole('alertdialog', { name: 'Ya tienes un entrenamiento en curso' });
  await waitFor(() => expect(found).toBeVisible());
  return within(found);
}

/** The open session (name, start, sets so far) and the two ways out: resume it, or discard it. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByText(/^«Fuerza total», empezado el .+, sigue abierto\./)).toBeVisible();
    await expect(d.getByText('Lleva 5 series registradas.')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Continuar el anterior' }));
    await expect(args.onResume).toHaveBeenCalledWith(open);
    await userEvent.click(d.getByRole('button', { name: 'Descartar y empezar este' }));
    await expect(args.onDiscard).toHaveBeenCalledWith(open);
  },
};

/** One set: the singular. */
export const OneSet: Story = {
  args: { workout: sessionWith(1) },
  play: async () => {
    await expect((await dialog()).getByText('Lleva 1 serie registrada.')).toBeVisible();
  },
};

/** Discarding: the button keeps its name while it spins, and resuming waits. */
export const Discarding: Story = {
  args: { discarding: true },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('button', { name: 'Descartar y empezar este' })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Continuar el anterior' })).toBeDisabled();
  },
};

/** No session given: nothing shown. */
export const Closed: Story = {
  args: { workout: null },
  play: async () => {
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async () => {
    await dialog();
  },
};
