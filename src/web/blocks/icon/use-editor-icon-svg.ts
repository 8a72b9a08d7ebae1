import { useEffect, useState } from 'react';
import { renderEditorIconSvg } from './editor-icon-sets.ts';

/**
 * Editor only: the icon's SVG markup, computed in the browser so the preview matches what the
 * server prepares for visitors. undefined while loading, null when the icon does not exist.
 */
export function useEditorIconSvg(set: string, name: string): string | null | undefined {
  const key = `${set}:${name}`;
  const [result, setResult] = useState<{ key: string; svg: string | null } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void renderEditorIconSvg(set, name).then((svg) => {
      if (!cancelled) setResult({ key, svg });
    });
    return () => {
      cancelled = true;
    };
  }, [set, name, key]);
  return result !== null && result.key === key ? result.svg : undefined;
}
