import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayHeld, replayShellTaps, type HeldInteraction } from './replay-held-interactions';

function form() {
  document.body.innerHTML = `
    <form id="login"><input name="email"><button type="button" id="eye">Mostrar</button><button type="submit" id="send">Entrar</button></form>
    <form id="other"><button type="submit" id="other-send">Otro</button></form>`;
  const byId = (id: string) => document.getElementById(id)!;
  const submits: string[] = [];
  const clicks: string[] = [];
  document.addEventListener('submit', (e) => {
    e.preventDefault();
    const { submitter } = e as SubmitEvent;
    submits.push(`${(e.target as HTMLFormElement).id}:${submitter instanceof HTMLButtonElement ? submitter.id : '-'}`);
  });
  document.addEventListener('click', (e) => clicks.push((e.target as Element).id));
  return { byId, submits, clicks };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('replayHeld', () => {
  it('replays the other buttons in order, then only the last submission', () => {
    const { byId, submits, clicks } = form();
    const held: HeldInteraction[] = [
      { type: 'click', target: byId('send') },
      { type: 'click', target: byId('eye') },
      { type: 'click', target: byId('send') },
      { type: 'click', target: byId('eye') },
      { type: 'click', target: byId('send') },
    ];
    replayHeld(held);
    expect(clicks).toEqual(['eye', 'eye', 'send']);
    expect(submits).toEqual(['login:send']);
  });

  it('submits a held submission with its own submitter only', () => {
    const { byId, submits } = form();
    replayHeld([{ type: 'submit', target: byId('login'), submitter: byId('send') }]);
    replayHeld([{ type: 'submit', target: byId('login'), submitter: byId('other-send') }]);
    expect(submits).toEqual(['login:send', 'login:-']);
  });

  it('drops what is no longer in the page', () => {
    const { byId, submits, clicks } = form();
    const eye = byId('eye');
    const login = byId('login');
    eye.remove();
    login.remove();
    const onClick = vi.fn();
    eye.addEventListener('click', onClick);
    replayHeld([
      { type: 'click', target: eye },
      { type: 'submit', target: login, submitter: null },
    ]);
    expect(onClick).not.toHaveBeenCalled();
    expect(clicks).toEqual([]);
    expect(submits).toEqual([]);
  });
});

describe('replayShellTaps', () => {
  it("presses the app's buttons of the names tapped on the shell, in order, and drops a name no button has", () => {
    document.body.innerHTML = `<div id="root"><button type="button" id="empty"> Entrenamiento vacío </button>
      <button type="button" id="menu" aria-label="Abrir menú del panel"><svg></svg></button></div>`;
    const clicks: string[] = [];
    document.addEventListener('click', (e) => clicks.push((e.target as Element).id));
    replayShellTaps(document.getElementById('root')!, ['Abrir menú del panel', 'Cerrar Sesión', 'Entrenamiento vacío']);
    expect(clicks).toEqual(['menu', 'empty']);
  });
});
