import type { ComponentConfig } from '@puckeditor/core';
import { menuLinksField } from '../shared/menu-links-field.ts';
import { DropdownMenu } from './dropdown-menu.tsx';
import { DROPDOWN_MENU_DEFAULT_PROPS, type DropdownMenuProps } from './dropdown-menu.types.ts';

export const dropdownMenuConfig: ComponentConfig<DropdownMenuProps> = {
  label: 'Dropdown menu',
  fields: {
    label: { type: 'text', label: 'Button label' },
    items: menuLinksField,
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
