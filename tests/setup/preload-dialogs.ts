// Dialogs load their Radix code on first open in the browser (ui/modal.tsx); tests render them
// already loaded, as a screen does once it has been idle, so a click shows the dialog in the same turn.
import { preloadModal } from '#web/ui/modal.tsx';
import { preloadUserMenu } from '#web/shell/user-menu.tsx';

await Promise.all([preloadModal(), preloadUserMenu()]);
