import { toast as sonnerToast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { loadToasts, subscribeToToastsAsked, toast, toastsAsked } from './toast';

const shown = () => sonnerToast.getToasts().map((t) => ({ id: t.id, type: 'type' in t ? t.type : undefined }));

describe('toasts on demand', () => {
  afterEach(async () => {
    sonnerToast.dismiss();
    await loadToasts();
  });

  it('asks for the toast area on the first toast, then shows what sonner shows for the same call', async () => {
    let told = 0;
    const unsubscribe = subscribeToToastsAsked(() => (told += 1));
    expect(toastsAsked()).toBe(false);
    toast.error('Sin conexión', { id: 'lazy' });
    expect(toastsAsked()).toBe(true);
    expect(told).toBe(1);
    unsubscribe();
    await loadToasts();
    const lazy = shown().find((t) => t.id === 'lazy');
    sonnerToast.error('Sin conexión', { id: 'plain' });
    const plain = shown().find((t) => t.id === 'plain');
    expect(lazy).toEqual({ ...plain, id: 'lazy' });
    expect(lazy?.type).toBe('error');
  });

  it.each(['success', 'info', 'warning'] as const)('%s reaches sonner with its kind', async (kind) => {
    toast[kind]('Hecho', { id: kind });
    await loadToasts();
    expect(shown().find((t) => t.id === kind)).toEqual({ id: kind, type: kind });
  });

  it('never stacks two toasts of one kind: the newest replaces the one on screen', async () => {
    toast.error('No se pudo guardar');
    toast.error('Sin conexión');
    toast.success('Guardada');
    await loadToasts();
    await Promise.resolve();
    const active = sonnerToast.getToasts();
    expect(shown().map((t) => t.type)).toEqual(['error', 'success']);
    expect(active.find((t) => 'type' in t && t.type === 'error')).toMatchObject({ title: 'Sin conexión' });
  });

  it('dismiss reaches sonner', async () => {
    toast.success('Guardada', { id: 'gone' });
    await loadToasts();
    expect(shown().map((t) => t.id)).toContain('gone');
    toast.dismiss('gone');
    await loadToasts();
    expect(shown().map((t) => t.id)).not.toContain('gone');
  });
});
