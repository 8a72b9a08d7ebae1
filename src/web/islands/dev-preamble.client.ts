// `npm run dev` only (named by devIslandAssets): React Refresh's preamble, which React Router's
// <Scripts> installs on full-client pages, loaded as a module (the Content-Security-Policy allows
// our own modules, not inline scripts). Island modules are compiled with refresh hooks and
// expect it before they load (without it they throw); Vite's client then reloads the page when
// an island's source changes.
import 'virtual:react-router/inject-hmr-runtime';
