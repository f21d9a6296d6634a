import { Button, Dialog, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DialogShell } from './on-demand';
import { body } from '../../../testing/dialog-plays';

/** A page with a button that opens a dialog rendered through `DialogShell` (loaded on demand). */
function OnDemandDemo() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('info.title')}</Button>
      <DialogShell open={open} onClose={() => setOpen(false)} title={t('info.title')} closeLabel={t('actions.close')}>
        <Dialog.Body>
          <Text>{t('info.text')}</Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('actions.close')}
          </Button>
        </Dialog.Footer>
      </DialogShell>
    </>
  );
}

const meta = {
  title: 'Componentes/OnDemandDialog',
  component: OnDemandDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OnDemandDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before its first opening a dialog renders nothing: no frame, no portal, only the trigger. */
export const BeforeFirstOpening: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Información' })).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(document.querySelector('[data-scope="dialog"]')).toBeNull();
  },
};

/** The first opening loads the dialog's code and shows it; closed and opened again, it works the same. */
export const AfterFirstOpening: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Información' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Información' });
    await waitFor(() => expect(within(dialog).getByText('¡Funciona!')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    const again = await body().findByRole('dialog', { name: 'Información' });
    await waitFor(() => expect(within(again).getByText('¡Funciona!')).toBeVisible());
  },
};
