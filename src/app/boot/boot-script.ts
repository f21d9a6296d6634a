/**
 * Boot: a prerendered screen loads the app's JS at the visitor's first interaction.
 *
 * Figure: Lighthouse /login performance >= 98 (named optimisation "App JS at the first
 * interaction", docs/PERFORMANCE.md register: 83-91 without it, 100 with it), since a visit that only reads the screen runs none of the app's code.
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
    requestApp();
  }
  ${requestAppSource(entry, preloads)}
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

/** `function requestApp()`: adds the app's module entry and its preloads to the document. */
function requestAppSource(entry: string, preloads: string[]): string {
  return `function requestApp() {
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
  }`;
}

/**
 * The boot script of a dashboard shell (prerendered-pages.ts `DASHBOARD_SHELL_PATHS`; written by
 * scripts/prerender.ts to assets/shell-boot-<hash>.js, a classic deferred script): the app's JS is
 * requested right after the shell's first frame, not at an interaction (the shell is not the
 * screen: the app renders over it at once). Requested from the head, its scripts would be fetched
 * at a high priority before the first paint, which Lighthouse then counts as blocking it. A tap on
 * one of the shell's buttons ("Entrenamiento vacío", the menu) before the app has drawn over it
 * would be lost (the shell's HTML has no handlers, and the app replaces its elements): the script
 * holds the button's name (its aria-label, else its text) until the app takes it
 * (`forjaShell.release`, replay-held-interactions.tsx `ReplayShellTaps`) and presses the button of
 * that name in its own screen.
 */
export function shellBootScriptSource(entry: string, preloads: string[]): string {
  return `// Forja: loads the app's JS right after the first paint of a dashboard shell (src/app/boot/boot-script.ts).
(function () {
  ${requestAppSource(entry, preloads)}
  var requested = false;
  function requestOnce() {
    if (!requested) {
      requested = true;
      requestApp();
    }
  }
  requestAnimationFrame(function () {
    setTimeout(requestOnce);
  });
  // A tab opened in the background draws no frame until it is shown: its app is requested now.
  if (document.visibilityState === 'hidden') requestOnce();
  var held = [];
  function hold(event) {
    var button = event.target instanceof Element ? event.target.closest('#root button') : null;
    if (!button) return;
    held.push(button.getAttribute('aria-label') || button.textContent.trim());
    requestOnce();
  }
  addEventListener('click', hold, true);
  window.forjaShell = {
    release: function () {
      removeEventListener('click', hold, true);
      var released = held;
      held = [];
      return released;
    },
  };
})();
`;
}
