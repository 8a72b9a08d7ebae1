import { createContext, type ReactElement } from 'react';

/**
 * Renders one island to HTML on its own, with its own useId prefix, exactly as the browser will
 * hydrate it (a separate root). Provided by entry.server.tsx, so react-dom/server never reaches
 * a browser bundle; null elsewhere (the editor, unit tests), where islands render inline.
 */
export type RenderIsland = (element: ReactElement, identifierPrefix: string) => string;

export const IslandRendererContext = createContext<RenderIsland | null>(null);
