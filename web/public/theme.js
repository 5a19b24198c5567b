// Runs before the first paint (index.html loads it in <head>, not as a module) so the page never
// flashes the other theme: the stored choice, else the device's, light when it does not say.
// Keep in step with web/lib/theme.ts.
(() => {
  let theme = null;
  try {
    theme = localStorage.getItem("theme");
  } catch {
    // Storage blocked: follow the device.
  }
  if (theme !== "dark" && theme !== "light") theme = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
})();
