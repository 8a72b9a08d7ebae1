import type { ComponentConfig } from '@puckeditor/core';
import { menuLinksField } from '../shared/menu-links-field.ts';
import { SubNavigation } from './sub-navigation.tsx';
import { SUB_NAVIGATION_DEFAULT_PROPS, type SubNavigationProps } from './sub-navigation.types.ts';

export const subNavigationConfig: ComponentConfig<SubNavigationProps> = {
  label: 'Sub-navigation',
  fields: {
    title: { type: 'text', label: 'Title (optional)' },
    subtitle: { type: 'text', label: 'Subtitle (optional)' },
    items: { ...menuLinksField, label: 'Items (none: a placeholder)' },
  },
  defaultProps: SUB_NAVIGATION_DEFAULT_PROPS,
  render: ({ id: _id, editMode: _editMode, ...props }) => <SubNavigation {...props} />,
};
