import { Box, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toIsoDate } from '../../../lib/dates';
import { choice } from '../../../testing/controls';
import { expectTouchTarget, onMobile } from '../../../testing/stories';
import { FormField } from '../form-field';
import { DateInput } from './date-input';

interface DateFieldProps {
  /** The form value it starts with: `yyyy-mm-dd`, '' or a typed non-date. */
  initial?: string;
  /** A validation message key, as a form gives it. */
  error?: string;
  /** The earliest day the calendar offers: `yyyy-mm-dd`, or the Controls panel's date (a timestamp). */
  min?: string | number;
}

/** The field in a FormField, as the forms use it, with the value the form would hold shown under it. */
function DateField({ initial = '', error, min }: DateFieldProps) {
  const [value, setValue] = useState(initial);
  const earliest = typeof min === 'number' ? toIsoDate(new Date(min)) : min;
  return (
    <Stack gap="3" maxW="sm" px="1">
      <FormField label="Fecha de inicio" error={error}>
        <DateInput value={value} onValueChange={setValue} min={earliest} />
      </FormField>
      <Box as="output" data-testid="value" fontFamily="mono">
        {value === '' ? '—' : value}
      </Box>
    </Stack>
  );
}

/**
 * The calendar once open and its opening animation over: mid-animation it is still transparent
 * and scaled down, so what is measured or checked visible is not yet where a person sees it.
 */
async function openedCalendar(): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid');
  await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  return grid;
}

const meta = {
  title: 'Componentes/DateInput',
  component: DateField,
  parameters: { layout: 'padded' },
  args: {},
  argTypes: {
    initial: {
      description: 'Valor inicial del formulario: `aaaa-mm-dd`, vacío o un texto que no es fecha',
      control: 'text',
    },
    error: choice('Clave del mensaje de validación', ['validation:dateFormat', 'validation:planStartPast'], 'select'),
    min: { description: 'Primer día que ofrece el calendario', control: 'date' },
  },
  // The field starts from `initial` again when it changes in the Controls panel.
  render: (args) => <DateField key={args.initial} {...args} />,
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /^Fecha de inicio/ });
const formValue = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('value');
const calendarButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /calendario/ });

/** Empty: the placeholder gives SPEC's order, day first, in Spanish. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('');
    await expect(input(canvasElement)).toHaveAttribute('placeholder', 'dd-mm-aaaa');
    await expect(calendarButton(canvasElement)).toHaveAccessibleName('Elegir en el calendario');
  },
};

/** A form value `yyyy-mm-dd` reads dd-mm-yyyy. */
export const Filled: Story = {
  args: { initial: '1990-05-17' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('17-05-1990');
    await expect(formValue(canvasElement)).toHaveTextContent('1990-05-17');
  },
};

/** Typed as on a phone's number pad: the hyphens come by themselves, the form gets `yyyy-mm-dd`. */
export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.type(field, '3112');
    await expect(field).toHaveValue('31-12-');
    await expect(formValue(canvasElement)).toHaveTextContent('31-12-');
    await userEvent.type(field, '2026');
    await expect(field).toHaveValue('31-12-2026');
    await expect(formValue(canvasElement)).toHaveTextContent('2026-12-31');
    // A short day and month read dd-mm-yyyy once the field is left.
    await userEvent.clear(field);
    await userEvent.type(field, '1-5-1990');
    await userEvent.tab();
    await expect(field).toHaveValue('01-05-1990');
    await expect(formValue(canvasElement)).toHaveTextContent('1990-05-01');
  },
};

/**
 * An English browser's month-first order is never taken for a date: the text stays as typed and
 * the form's value is no `yyyy-mm-dd` (its schema refuses it with its own message).
 */
export const NotMonthFirst: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).not.toHaveAttribute('placeholder', expect.stringMatching(/^mm/));
    for (const typed of ['12/31/2026', '05/17/1990', '12-31-2026']) {
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      await userEvent.tab();
      await expect(formValue(canvasElement)).not.toHaveTextContent(/^\d{4}-\d{2}-\d{2}$/);
    }
    // The same day written day first is one.
    await userEvent.clear(field);
    await userEvent.type(field, '31-12-2026');
    await expect(formValue(canvasElement)).toHaveTextContent('2026-12-31');
  },
};

/** Refused by the form: marked invalid, with the form's message under it. */
export const Invalid: Story = {
  args: { initial: '31-02-2026', error: 'validation:dateFormat' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('31-02-2026');
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(canvasElement).getByText('Escribe una fecha real como dd-mm-aaaa (por ejemplo, 31-12-2026)'),
    ).toBeVisible();
  },
};

/** The calendar open: Spanish month and day names, Monday first; a day picked fills the field. */
export const OpenCalendar: Story = {
  args: { initial: '2026-11-17' },
  play: async ({ canvasElement }) => {
    await userEvent.click(calendarButton(canvasElement));
    const grid = await openedCalendar();
    await expect(screen.getByRole('button', { name: /^noviembre de 2026$/ })).toHaveTextContent(/noviembre.*2026/i);
    const headers = [...grid.querySelectorAll('[data-part="table-header"]')].map((th) => th.textContent);
    await expect(headers).toEqual(['L', 'M', 'X', 'J', 'V', 'S', 'D']);
    const [firstRow] = within(grid).getAllByRole('row');
    await expect(within(firstRow!).getAllByRole('button')[0]).toHaveAccessibleName(/lunes/);
    await expect(within(grid).getByRole('button', { name: /^Elegido: .*17 de noviembre de 2026/ })).toBeVisible();
    await userEvent.click(within(grid).getByRole('button', { name: /^Elegir el .*20 de noviembre de 2026/ }));
    await expect(input(canvasElement)).toHaveValue('20-11-2026');
    await expect(formValue(canvasElement)).toHaveTextContent('2026-11-20');
    // Open again for the picture.
    await userEvent.click(calendarButton(canvasElement));
    await expect(await openedCalendar()).toBeVisible();
  },
};

/** With the keyboard only: Tab to the button, Enter opens, the arrows move, Enter picks. */
export const Keyboard: Story = {
  args: { initial: '2026-11-17' },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    await userEvent.tab();
    await expect(calendarButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const grid = await openedCalendar();
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    await expect(input(canvasElement)).toHaveValue('25-11-2026');
    await expect(formValue(canvasElement)).toHaveTextContent('2026-11-25');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
  },
};

/** The days before `min` (an end date after its start) cannot be picked. */
export const WithMin: Story = {
  args: { initial: '2026-11-20', min: '2026-11-10' },
  play: async ({ canvasElement }) => {
    await userEvent.click(calendarButton(canvasElement));
    const grid = await openedCalendar();
    await expect(within(grid).getByRole('button', { name: /^No disponible: .*9 de noviembre/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** On a phone the field, its button and the calendar's days are a finger's size (44 px). */
export const Mobile: Story = {
  ...onMobile,
  args: { initial: '2026-11-17' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // 44 px square, as the input beside it; its outer corners are rounded, and a rounded corner's last
    // pixels are not the button's to a tap (hit tests follow the radius), so the square tapped is 42.
    await expect(calendarButton(canvasElement).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expectTouchTarget(calendarButton(canvasElement), 42);
    await userEvent.click(calendarButton(canvasElement));
    const grid = await openedCalendar();
    // The days and arrows are rounded 44 px squares too.
    await expectTouchTarget(within(grid).getByRole('button', { name: /17 de noviembre/ }), 42);
    await expectTouchTarget(screen.getByRole('button', { name: 'Mes siguiente' }), 42);
  },
};
