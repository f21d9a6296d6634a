import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  addBackSet,
  adjustmentsFixture,
  cutChestSet,
  earlyDeload,
  feedbackAnswers,
  feedbackServer,
  swapExercise,
  unchangedBack,
  unchangedChest,
} from '../../../testing/handlers/feedback';
import { interactionOnly, onDesktop, onMobile } from '../../../testing/stories';
import { PlanAdjustments } from './plan-adjustments';

const meta = {
  title: 'Patrones/Programas/PlanAdjustments',
  component: PlanAdjustments,
  args: { planId: 41 },
  parameters: { layout: 'padded', session: 'signed-in' },
} satisfies Meta<typeof PlanAdjustments>;

export default meta;
type Story = StoryObj<typeof meta>;

const withProposals = (...propuestas: Parameters<typeof adjustmentsFixture>[0]) =>
  feedbackServer({ adjustments: adjustmentsFixture(propuestas) });

const region = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Propuestas para la semana 4' }));

/** Three changes for next week, each with its reason, "Aplicar" and "Rechazar". */
export const Proposed: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: { feedback: withProposals(addBackSet, cutChestSet, swapExercise).handlers } } },
  play: async ({ canvasElement }) => {
    const r = await region(canvasElement);
    await expect(r.getAllByRole('listitem')).toHaveLength(3);
    await expect(r.getByText(addBackSet.motivo)).toBeVisible();
    await expect(r.getByRole('button', { name: `Aplicar: ${swapExercise.motivo}` })).toBeVisible();
    await expect(r.getByRole('button', { name: `Rechazar: ${cutChestSet.motivo}` })).toBeVisible();
  },
};

export const ProposedMobile: Story = {
  ...Proposed,
  ...onMobile,
  play: async (context) => {
    await Proposed.play!(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Several muscles said "demasiada": the early deload comes first, in its own box. */
export const EarlyDeload: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: { feedback: withProposals(cutChestSet, earlyDeload).handlers } } },
  play: async ({ canvasElement }) => {
    const r = await region(canvasElement);
    const deload = r.getByText('Propuesta: adelantar la descarga');
    await expect(deload).toBeVisible();
    await expect(r.getByText(earlyDeload.motivo)).toBeVisible();
    await expect(deload.getBoundingClientRect().top).toBeLessThan(
      r.getByText(cutChestSet.motivo).getBoundingClientRect().top,
    );
  },
};

export const EarlyDeloadMobile: Story = { ...EarlyDeload, ...onMobile };

/** One applied, one refused (it can still be applied). */
export const Decided: Story = {
  ...onDesktop,
  parameters: {
    msw: {
      handlers: {
        feedback: withProposals({ ...addBackSet, estado: 'aceptada' }, { ...cutChestSet, estado: 'rechazada' })
          .handlers,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const r = await region(canvasElement);
    await expect(r.getByText('Aplicada')).toBeVisible();
    await expect(r.getByText('Rechazada')).toBeVisible();
    await expect(r.queryByRole('button', { name: `Aplicar: ${addBackSet.motivo}` })).toBeNull();
    await expect(r.getByRole('button', { name: `Aplicar: ${cutChestSet.motivo}` })).toBeVisible();
  },
};

export const DecidedMobile: Story = { ...Decided, ...onMobile };

const applying = withProposals(addBackSet, cutChestSet);

/** "Aplicar" sends the decision; the proposal then says "Aplicada". */
export const ApplyOne: Story = {
  tags: ['interaction'],
  parameters: { ...interactionOnly, msw: { handlers: { feedback: applying.handlers } } },
  play: async ({ canvasElement }) => {
    const r = await region(canvasElement);
    await userEvent.click(r.getByRole('button', { name: `Aplicar: ${addBackSet.motivo}` }));
    await waitFor(() => expect(applying.requests.at(-1)).toMatchObject({ body: { estado: 'aceptada' } }));
    await expect(applying.requests.at(-1)?.url).toMatch(/\/api\/plans\/41\/adjustments\/7$/);
    await expect(await r.findByText('Aplicada')).toBeVisible();
  },
};

/** The answers call for no change: the section says so, and why for each muscle. */
export const Unchanged: Story = {
  ...onDesktop,
  parameters: {
    msw: {
      handlers: {
        feedback: feedbackServer({ adjustments: adjustmentsFixture([], 41, 4, [unchangedBack, unchangedChest]) })
          .handlers,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const r = within(await within(canvasElement).findByRole('region', { name: 'Semana 4: sin cambios' }));
    await expect(r.getByText(unchangedBack.motivo)).toBeVisible();
    await expect(r.getByText(unchangedChest.motivo)).toBeVisible();
    await expect(r.queryByRole('button', { name: /^Aplicar/ })).toBeNull();
  },
};

export const UnchangedMobile: Story = {
  ...Unchanged,
  ...onMobile,
  play: async (context) => {
    await Unchanged.play!(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A change for one muscle; the other muscle answered stays, and says why under the proposals. */
export const ProposedAndUnchanged: Story = {
  ...onDesktop,
  parameters: {
    msw: {
      handlers: {
        feedback: feedbackServer({ adjustments: adjustmentsFixture([addBackSet], 41, 4, [unchangedChest]) }).handlers,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const r = await region(canvasElement);
    await expect(r.getByRole('button', { name: `Aplicar: ${addBackSet.motivo}` })).toBeVisible();
    const rest = r.getByRole('heading', { name: 'Sin cambios' });
    await expect(r.getByText(unchangedChest.motivo)).toBeVisible();
    await expect(rest.getBoundingClientRect().top).toBeGreaterThan(
      r.getByText(addBackSet.motivo).getBoundingClientRect().top,
    );
  },
};

/** No feedback yet: nothing is shown on the programme (so nothing to look at). */
export const NoProposals: Story = {
  tags: ['interaction'],
  parameters: { ...interactionOnly, msw: { handlers: { feedback: withProposals().handlers } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
    await expect(within(canvasElement).queryByRole('heading', { name: /^Propuestas/ })).toBeNull();
  },
};

export const Loading: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: feedbackAnswers.pending() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando las propuestas…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadingMobile: Story = { ...Loading, ...onMobile };

export const Error: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: feedbackAnswers.failing() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No se han podido cargar las propuestas.')).toBeVisible();
  },
};

export const ErrorMobile: Story = { ...Error, ...onMobile };
