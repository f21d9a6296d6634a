import type { InputType } from 'storybook/internal/types';
import { CalendarDays, Dumbbell, History, ListChecks, type LucideIcon, Trophy } from 'lucide-react';

/**
 * The Controls panel's rows a story's `argTypes` repeat (docs/DEVELOPING.md "The Controls panel"): a prop a
 * designer can play with gets the right control, one that cannot be edited there says so, and
 * every row a short description in Spanish (the panel is read by the designers). Strings, numbers
 * and booleans keep the control react-docgen infers from the props' types; only the description
 * is added.
 */

/** The Controls panel's group for callbacks: their calls show in the Actions panel (`fn()` in `args`). */
export const EVENTS = 'Eventos';

/** A callback: no control, listed under "Eventos"; give it `fn()` in `args` so its calls are logged. */
export const event = (description: string): InputType => ({ description, control: false, table: { category: EVENTS } });

/** A prop that cannot be edited meaningfully in the panel (React content, a ref, data the story builds). */
export const fixed = (description: string): InputType => ({ description, control: false });

/** One of a few literal values, as radio buttons (a select from `select` options up). */
export const choice = (
  description: string,
  options: readonly string[],
  control: 'radio' | 'select' = 'radio',
): InputType => ({ description, control, options });

/** A number within bounds. */
export const number = (description: string, min: number, max: number, step = 1): InputType => ({
  description,
  control: { type: 'number', min, max, step },
});

/** The rows of a list that loads (RoutineGrid and the grids built on it): its states and "Reintentar". */
export const LOADING_LIST = {
  isLoading: { description: 'Cargando: tarjetas de espera' },
  isError: { description: 'La carga falló: mensaje y «Reintentar»' },
  empty: { description: 'Qué se muestra con la lista vacía', control: 'text' },
  onRetry: event('Al pulsar «Reintentar»'),
} satisfies Record<string, InputType>;

/** Lucide icons a designer can swap in, by name. */
export const ICONS = { History, Dumbbell, CalendarDays, ListChecks, Trophy } satisfies Record<string, LucideIcon>;

/** An icon prop: a select of `ICONS` by name; its arg is the name (`iconNamed`), which Storybook maps to the icon. */
export const icon = (description: string): InputType => ({
  description,
  control: 'select',
  options: Object.keys(ICONS),
  mapping: ICONS,
});

/** An icon arg as the panel holds it, by name: the select shows it chosen, and the story renders `ICONS[name]`. */
export const iconNamed = (name: keyof typeof ICONS) => name as unknown as LucideIcon;
