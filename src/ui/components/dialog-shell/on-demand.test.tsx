import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../theme';
import { DialogShellFrame, type DialogShellProps } from './dialog-shell';
import { DialogShell } from './on-demand';

const props = (open: boolean): DialogShellProps => ({
  open,
  onClose: () => {},
  title: 'Borrar rutina',
  closeLabel: 'Cerrar',
  role: 'alertdialog',
  children: <p>Se borrará para siempre.</p>,
});

const withSystem = (node: ReactNode) => <ChakraProvider value={getSystem()}>{node}</ChakraProvider>;

/** What a screen reader meets: the dialog's role, name, text and buttons. */
async function seen() {
  const dialog = await screen.findByRole('alertdialog');
  return {
    name:
      dialog.getAttribute('aria-labelledby') &&
      document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent,
    text: dialog.textContent,
    buttons: screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent),
  };
}

describe('dialogs on demand', () => {
  it('renders nothing while never opened, as the closed frame does', () => {
    const onDemand = render(withSystem(<DialogShell {...props(false)} />));
    const plain = render(withSystem(<DialogShellFrame {...props(false)} />));
    expect(onDemand.container.innerHTML).toBe(plain.container.innerHTML);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(document.body.textContent).toBe('');
  });

  it('once open, shows the same dialog as the frame, and closes as it does', async () => {
    const plain = render(withSystem(<DialogShellFrame {...props(true)} />));
    const expected = await seen();
    plain.unmount();
    const lazy = render(withSystem(<DialogShell {...props(false)} />));
    lazy.rerender(withSystem(<DialogShell {...props(true)} />));
    expect(await seen()).toEqual(expected);
    expect(expected.name).toBe('Borrar rutina');
    lazy.rerender(withSystem(<DialogShell {...props(false)} />));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
