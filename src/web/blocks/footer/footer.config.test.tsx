import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { subNavigationConfig } from '../sub-navigation/sub-navigation.config.tsx';
import { footerConfig } from './footer.config.tsx';

describe('footerConfig and subNavigationConfig', () => {
  it('Footer and SubNavigation render from their defaults in the editor', () => {
    const render = (config: { render: (props: never) => unknown; defaultProps?: unknown }) =>
      renderToString(config.render({ ...(config.defaultProps as object), id: 'x', editMode: true, puck: {} } as never) as never);
    const footer = render(footerConfig as never);
    expect(footer).toContain('>Company</h2>');
    expect(footer).toContain('data-logo=""');
    expect(render(subNavigationConfig as never)).toContain('data-skeleton=""');
  });
});
