import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { exerciseImages } from '../../lib/exercise-photos';
import { ExercisePhotoPair, ExerciseThumb } from './exercise-photos';

/** The real catalogue's bench press (id 1): its photos are files of the app. */
const bench = { imagenes: exerciseImages(1), nombre: 'Press de banca con barra' };

/** Waits until every photo in `root` has loaded a real file (a missing one has no natural width). */
async function photosLoaded(root: HTMLElement, count: number) {
  await waitFor(
    () => {
      const images = root.querySelectorAll('img');
      expect(images).toHaveLength(count);
      for (const img of images) expect(img.complete && img.naturalWidth > 0, img.currentSrc).toBe(true);
    },
    { timeout: 5000 },
  );
}

const meta = {
  title: 'Patrones/Ejercicios/ExerciseThumb',
  component: ExerciseThumb,
  parameters: { layout: 'padded' },
  args: { imagenes: bench.imagenes, nombre: bench.nombre },
} satisfies Meta<typeof ExerciseThumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Press de banca con barra: posición inicial' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '72');
    await expect(img).toHaveAttribute('height', '48');
    await expect(img).toHaveAttribute('src', '/exercise-photos/1/0-160.webp');
    await photosLoaded(canvasElement, 1);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="4" align="flex-start">
      <ExerciseThumb {...args} width={60} />
      <ExerciseThumb {...args} width={72} />
      <ExerciseThumb {...args} width={96} />
    </HStack>
  ),
  play: async ({ canvasElement }) => photosLoaded(canvasElement, 3),
};

/** Without photos: a tile of the same size, hidden from assistive technology. */
export const WithoutPhoto: Story = {
  args: { imagenes: [], nombre: 'Saltos de tijera' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    const tile = within(canvasElement).getByTestId('exercise-thumb-empty');
    await expect(tile).toHaveAttribute('aria-hidden', 'true');
    await expect(tile.getBoundingClientRect().width).toBe(72);
  },
};

/** The detail's start and end photos (ExercisePhotoPair), at the width of the detail dialog. */
export const Pair: Story = {
  render: (args) => (
    <div style={{ maxWidth: 512 }}>
      <ExercisePhotoPair imagenes={args.imagenes} nombre={args.nombre} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [start, end] = canvas.getAllByRole('img');
    await expect(start).toHaveAccessibleName('Press de banca con barra: posición inicial');
    await expect(end).toHaveAccessibleName('Press de banca con barra: posición final');
    await expect(end).toHaveAttribute('src', '/exercise-photos/1/1-480.webp');
    await expect(end).toHaveAttribute('loading', 'lazy');
    await photosLoaded(canvasElement, 2);
  },
};

/** No photos: the pair renders nothing, so the detail shows only its text. */
export const PairWithoutPhotos: Story = {
  args: { imagenes: [], nombre: 'Saltos de tijera' },
  render: Pair.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
