(() => {
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
    const lang = localStorage.getItem('i18nextLng');
    if (lang) document.documentElement.lang = lang.slice(0, 2);
  } catch {
    // Storage may be blocked; the system theme from CSS still applies.
  }
})();
