import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import type { ToasterProps } from 'sonner';

export type AppToasterProps = Omit<ToasterProps, 'position'>;

/** The notification area; spec 2 places it at the top right. Render it once, in the root layout. */
export function AppToaster(props: AppToasterProps): ReactNode {
  return <Toaster richColors closeButton {...props} position="top-right" />;
}
