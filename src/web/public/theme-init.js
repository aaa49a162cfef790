(() => {
  // A form the server drew works before the app's code has run: its submit would be the
  // browser's own (a GET with the password in the address). Hold it until the app has taken the
  // page over (data-code, set in app/boot.tsx); the app then sends it (lib/early-submit.ts).
  document.addEventListener(
    'submit',
    (event) => {
      if (document.documentElement.dataset.code === 'running') return;
      event.preventDefault();
      window.juntosHeldSubmit = { form: event.target, submitter: event.submitter };
    },
    true,
  );
  // The sign-in screen's header is in index.html (scripts/first-paint-shell.ts): shown until
  // the app draws its first screen, on the sign-in paths only.
  const path = location.pathname;
  if (path === '/' || path === '/auth') document.documentElement.classList.add('sign-in-path');
  try {
    const stored = localStorage.getItem('theme');
    const theme =
      stored === 'dark' || stored === 'light'
        ? stored
        : matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.documentElement.style.colorScheme = theme;
    // The first paint's subtitle (styles/first-paint.css) in the language the app will pick:
    // the stored one, else the browser's first supported one (LANGUAGES in shared/constants).
    const supported = ['es', 'en', 'fr', 'de', 'it', 'pt'];
    const wanted = [localStorage.getItem('i18nextLng'), ...(navigator.languages || [])];
    const lang = wanted.map((code) => code?.slice(0, 2)).find((code) => supported.includes(code));
    if (lang) document.documentElement.lang = lang;
  } catch {
    // Storage may be blocked; the system theme from CSS still applies.
  }
})();
