/**
 * Boot: a prerendered screen loads the app's JS at the visitor's first interaction.
 *
 * Figure: Lighthouse /login performance >= 98 (docs/PERFORMANCE.md, "Fourth pass": 83-91 before,
 * 100 after), since a visit that only reads the screen runs none of the app's code.
 */

/**
 * The boot script of a prerendered screen that hydrates (scripts/prerender.ts writes it to
 * assets/boot-<hash>.js, a classic deferred script: the CSP allows no inline one). The
 * prerendered screen is complete, working HTML: links navigate, fields take typing, native
 * selects and checkboxes work. The app's JS (the module entry and its preloads) is requested at
 * the visitor's first sign of interaction (a pointer moving or pressed, a touch, a key, a focus),
 * so a visit that only reads the screen runs no app code, and one that uses it has the code
 * loading while the pointer travels to a field. A URL with a query string loads it at once (the
 * query may add to the screen, e.g. the notice of /login?verificacion=ok). Until the app has taken over (`forjaBoot.release`,
 * called by replay-held-interactions.tsx once React owns the page), a click on a form's button and a form's
 * submission are held rather than lost or sent natively, and the app replays them. What is typed
 * meanwhile stays in the fields, where the form library picks it up (replay-held-interactions.tsx).
 */
export function bootScriptSource(entry: string, preloads: string[]): string {
  return `// Forja: loads the app's JS at the first interaction with a prerendered screen (src/app/boot/boot-script.ts).
(function () {
  var triggers = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'];
  var held = [];
  var requested = false;
  function load() {
    if (requested) return;
    requested = true;
    triggers.forEach(function (type) {
      removeEventListener(type, load, true);
    });
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  function hold(event) {
    var target = event.target;
    if (event.type === 'click') {
      target = target instanceof Element ? target.closest('button') : null;
      if (!target || !target.form) return;
      held.push({ type: 'click', target: target });
    } else {
      held.push({ type: 'submit', target: target, submitter: event.submitter || null });
    }
    event.preventDefault();
    load();
  }
  triggers.forEach(function (type) {
    addEventListener(type, load, { capture: true, passive: true });
  });
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  window.forjaBoot = {
    release: function () {
      removeEventListener('click', hold, true);
      removeEventListener('submit', hold, true);
      var released = held;
      held = [];
      return released;
    },
  };
  // A query string can change what the screen shows (/login?verificacion=ok, where the link of
  // the verification e-mail lands): the prerendered HTML is the screen without it, so the app
  // takes over at once.
  if (location.search) load();
})();
`;
}
