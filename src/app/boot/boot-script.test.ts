import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellBootScriptSource } from './boot-script';

const source = shellBootScriptSource('/assets/index-abc.js', ['/assets/react-def.js']);
const requested = () => document.head.querySelectorAll('script[src="/assets/index-abc.js"]').length;

function run(visibility: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  new Function(source)();
  return frames;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.forjaShell?.release();
  delete window.forjaShell;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the dashboard shell boot script', () => {
  it("requests the app's JS once, after the shell's first frame", () => {
    vi.useFakeTimers();
    const frames = run('visible');
    expect(requested()).toBe(0);
    frames.forEach((cb) => cb(0));
    vi.runAllTimers();
    expect(requested()).toBe(1);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/react-def.js');
  });

  it('in a tab opened in the background (no frame until shown), at once, and only once', () => {
    vi.useFakeTimers();
    const frames = run('hidden');
    expect(requested()).toBe(1);
    frames.forEach((cb) => cb(0));
    vi.runAllTimers();
    expect(requested()).toBe(1);
  });

  it("holds the names of the shell's buttons tapped before the app takes them, and no more after", () => {
    document.body.innerHTML = `<div id="root"><button type="button">Entrenamiento vacío</button>
      <button type="button" aria-label="Abrir menú del panel"><svg></svg></button><a href="/x">Ver</a></div>
      <button type="button" id="outside">Fuera</button>`;
    run('visible');
    const [empty, menu] = Array.from(document.querySelectorAll('#root button')) as HTMLElement[];
    empty!.click();
    menu!.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('outside')!.click();
    expect(window.forjaShell!.release()).toEqual(['Entrenamiento vacío', 'Abrir menú del panel']);
    empty!.click();
    expect(window.forjaShell!.release()).toEqual([]);
  });
});
