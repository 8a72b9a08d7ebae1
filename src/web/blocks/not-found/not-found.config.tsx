import type { ComponentConfig } from '@puckeditor/core';
import { onOffField } from '../carousel/editor-fields.ts';
import { NotFound } from './not-found.tsx';
import { NOT_FOUND_DEFAULT_PROPS, type NotFoundProps } from './not-found.types.ts';

export const notFoundConfig: ComponentConfig<NotFoundProps> = {
  label: 'Not found (404)',
  fields: {
    heading: { type: 'text', label: 'Heading' },
    description: { type: 'textarea', label: 'Description' },
    buttonLabel: { type: 'text', label: 'Button label' },
    buttonHref: { type: 'text', label: 'Button link' },
    showGraphic: onOffField('404 graphic'),
  },
  defaultProps: NOT_FOUND_DEFAULT_PROPS,
  render: ({ id: _id, editMode: _editMode, ...props }) => <NotFound {...props} />,
};
