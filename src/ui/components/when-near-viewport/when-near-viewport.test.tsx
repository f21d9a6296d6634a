import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../theme';
import { NEAR_VIEWPORT_MARGIN, WhenNearViewport } from './when-near-viewport';

const piece = (
  <WhenNearViewport placeholder={<p>Cargando…</p>}>
    <p>Calendario</p>
  </WhenNearViewport>
);

describe('WhenNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the piece at once where IntersectionObserver is missing (the plain path)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<ChakraProvider value={getSystem()}>{piece}</ChakraProvider>);
    expect(screen.getByText('Calendario')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });

  it('holds the placeholder until its spot comes near the viewport, then the piece for good', () => {
    let report: IntersectionObserverCallback = () => {};
    const observe = vi.fn();
    const disconnect = vi.fn();
    let options: IntersectionObserverInit | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          report = callback;
          options = init;
        }
        observe = observe;
        disconnect = disconnect;
      },
    );
    const view = render(
      <ChakraProvider value={getSystem()}>
        <WhenNearViewport placeholder={<p>Cargando…</p>} settled={false}>
          <p>Calendario</p>
        </WhenNearViewport>
      </ChakraProvider>,
    );
    expect(observe).not.toHaveBeenCalled();
    view.rerender(<ChakraProvider value={getSystem()}>{piece}</ChakraProvider>);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(screen.queryByText('Calendario')).not.toBeInTheDocument();
    expect(observe).toHaveBeenCalledTimes(1);
    expect(options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    act(() => report([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.queryByText('Calendario')).not.toBeInTheDocument();
    act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('Calendario')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });
});
