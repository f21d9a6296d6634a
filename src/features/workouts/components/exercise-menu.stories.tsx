import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body } from '../../../testing/dialog-plays';
import { interactionOnly, onMobile } from '../../../testing/stories';
import { ExerciseMenu } from './exercise-menu';
import { ExerciseMenuOnDemand } from './exercise-menu-on-demand';

const meta = {
  title: 'Patrones/Entrenamiento/ExerciseMenu',
  component: ExerciseMenu,
  parameters: { layout: 'padded' },
  args: {
    name: 'Sentadilla',
    can: { up: true, down: true, join: true, separate: false, addSet: true, removeSet: true },
    onAction: fn(),
  },
} satisfies Meta<typeof ExerciseMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * The open menu's items, once the menu holds the focus: the menu moves the focus into itself a frame
 * after it opens, and keys typed before that frame (a slow machine) go to the trigger instead.
 */
const items = async () => {
  const menu = await body().findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

/** Opened from the keyboard: every change of the exercise, in groups; the arrows and Enter pick one. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Opciones de Sentadilla' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await items()).toEqual([
      'Reemplazar',
      'Descanso',
      'Añadir serie',
      'Quitar serie',
      'Subir',
      'Bajar',
      'Superserie con el siguiente',
      'Quitar',
    ]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(body().getByRole('menuitem', { name: 'Descanso' })).toHaveAttribute('data-highlighted');
    // Each arrow key also moves the focus back into the menu a frame later: an Enter typed inside
    // that frame (faster than a hand) would close the menu first, and that late frame takes the
    // focus from the trigger it has just been given back to.
    await nextFrame();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('rest');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The first exercise, in a superset, one set planned: no "Subir", "Separar" instead of joining, no set to take off. */
export const FirstInASuperset: Story = {
  tags: ['interaction'],
  parameters: interactionOnly,
  args: { can: { up: false, down: true, join: false, separate: true, addSet: true, removeSet: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Opciones de Sentadilla' }));
    await expect(await items()).toEqual(['Reemplazar', 'Descanso', 'Añadir serie', 'Bajar', 'Separar', 'Quitar']);
    await userEvent.keyboard('{ArrowDown>5/}');
    await expect(body().getByRole('menuitem', { name: 'Separar' })).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('separate'));
  },
};

/** On a phone the button and every item are a finger's size. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Opciones de Sentadilla' });
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(trigger);
    await items();
    const remove = body().getByRole('menuitem', { name: 'Quitar' });
    await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/**
 * As a session's card has it (exercise-menu-on-demand.tsx): a plain button until first used. Enter
 * loads the menu and opens it with the focus inside; the arrows, Enter and the focus given back to
 * the button work as in the menu loaded from the start (Keyboard).
 */
export const OnDemand: Story = {
  render: (args) => <ExerciseMenuOnDemand {...args} />,
  play: async ({ canvasElement, args }) => {
    const button = () => within(canvasElement).getByRole('button', { name: 'Opciones de Sentadilla' });
    await expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    await expect(body().queryByRole('menu')).toBeNull();
    button().focus();
    await userEvent.keyboard('{Enter}');
    await expect(await items()).toHaveLength(8);
    await expect(body().getByRole('menuitem', { name: 'Reemplazar' })).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{ArrowDown}');
    await expect(body().getByRole('menuitem', { name: 'Descanso' })).toHaveAttribute('data-highlighted');
    await nextFrame();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('rest');
    // The loaded menu's button stands where the plain one was, and has the focus back.
    await waitFor(() => expect(button()).toHaveFocus());
  },
};

/** On demand, the up arrow opens it on its last item (a menu button's key). */
export const OnDemandArrowUp: Story = {
  tags: ['interaction'],
  parameters: interactionOnly,
  render: (args) => <ExerciseMenuOnDemand {...args} />,
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Opciones de Sentadilla' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(await items()).toContain('Quitar');
    await expect(body().getByRole('menuitem', { name: 'Quitar' })).toHaveAttribute('data-highlighted');
    await nextFrame();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('remove'));
  },
};
