import type { ComponentConfig } from '@puckeditor/core';
import { LINK_TARGET_OPTIONS } from '#core/options/link-targets.ts';
import { EMPTY_MENU_LINK } from '../nav-menu/nav-menu.types.ts';
import { DropdownMenu } from './dropdown-menu.tsx';
import { DROPDOWN_MENU_DEFAULT_PROPS, type DropdownMenuProps } from './dropdown-menu.types.ts';
import { fieldOptions } from '../shared/field-options.ts';

export const dropdownMenuConfig: ComponentConfig<DropdownMenuProps> = {
  label: 'Dropdown menu',
  fields: {
    label: { type: 'text', label: 'Button label' },
    items: {
      type: 'array',
      label: 'Links',
      arrayFields: {
        label: { type: 'text', label: 'Label' },
        href: { type: 'text', label: 'Link (empty: plain text)' },
        target: { type: 'select', label: 'Open in', options: fieldOptions(LINK_TARGET_OPTIONS) },
      },
      defaultItemProps: EMPTY_MENU_LINK,
      getItemSummary: (item, index) => item.label || `Link ${(index ?? 0) + 1}`,
    },
    align: {
      type: 'radio',
      label: 'Align the list with the button’s',
      options: [
        { label: 'Start', value: 'start' },
        { label: 'End', value: 'end' },
      ],
    },
  },
  defaultProps: DROPDOWN_MENU_DEFAULT_PROPS,
  render: ({ id: _id, editMode: _editMode, ...props }) => <DropdownMenu {...props} />,
};
