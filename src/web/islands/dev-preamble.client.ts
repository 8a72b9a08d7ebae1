// `npm run dev` only (named by devIslandAssets): the React Refresh preamble that React Router's
// <Scripts> installs on full-client pages, as a module so the Content-Security-Policy allows it.
// Island modules are compiled with refresh hooks and expect it before they load.
// @ts-expect-error Vite's React Refresh runtime has no types.
import RefreshRuntime from '/@react-refresh';

const globals = window as unknown as Record<string, unknown>;
RefreshRuntime.injectIntoGlobalHook(window);
globals.$RefreshReg$ = () => {};
globals.$RefreshSig$ = () => (type: unknown) => type;
globals.__vite_plugin_react_preamble_installed__ = true;
