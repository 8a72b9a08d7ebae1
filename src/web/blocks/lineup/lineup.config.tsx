import type { ComponentConfig } from '@puckeditor/core';
import { CARD_STYLE_OPTIONS } from '#core/options/card-styles.ts';
import { singleImageField } from '#web/block-fields/puck-image-fields.tsx';
import { fieldOptions } from '../shared/field-options.ts';
import { GRID_LAYOUT_FIELDS, LIST_SOURCE_FIELDS, listSourceVisibility } from '../shared/list-source-fields.ts';
import { Lineup } from './lineup.tsx';
import { LINEUP_DEFAULT_PROPS, type LineupProps } from './lineup.types.ts';

type LineupConfigProps = Omit<LineupProps, '_items' | '_failed'>;

/** What the editor canvas shows for a collection source: its records are read on the server when the page is rendered. */
export function LineupEditorPreview(props: LineupConfigProps) {
  if (props.source === 'collection' && props.collection.trim() !== '') {
    return (
      <div className="flex flex-col gap-2">
        {props.heading.trim() !== '' && <h2 className="text-2xl font-bold">{props.heading}</h2>}
        <p className="rounded-md border border-dashed border-current/40 p-6 text-center text-sm opacity-70">
          Lineup of “{props.collection.trim()}”: its records appear on the published page and in the preview.
        </p>
      </div>
    );
  }
  return <Lineup {...props} />;
}

export const lineupConfig: ComponentConfig<LineupConfigProps> = {
  label: 'Lineup',
  fields: {
    heading: { type: 'text', label: 'Heading' },
    ...LIST_SOURCE_FIELDS,
    titleField: { type: 'text', label: 'Record field for the title (empty: title or name)' },
    descriptionField: { type: 'text', label: 'Record field for the description (empty: description)' },
    imageField: { type: 'text', label: 'Record field for the image (empty: image or url)' },
    items: {
      type: 'array',
      label: 'Items',
      arrayFields: {
        title: { type: 'text', label: 'Title' },
        description: { type: 'textarea', label: 'Description' },
        image: singleImageField('Image URL'),
        link: { type: 'text', label: 'Link' },
      },
      defaultItemProps: { title: 'Item', description: '', image: '', link: '' },
      getItemSummary: (item, index) => item.title || `Item ${(index ?? 0) + 1}`,
    },
    ...GRID_LAYOUT_FIELDS,
    variant: { type: 'select', label: 'Card style', options: fieldOptions(CARD_STYLE_OPTIONS) },
    textDisplayLength: { type: 'number', label: 'Words of each description to show (0 = all)', min: 0, step: 1 },
    linkLabel: { type: 'text', label: 'Link label' },
  },
  defaultProps: LINEUP_DEFAULT_PROPS,
  resolveFields: (data, { fields }) => {
    const shown = listSourceVisibility(fields, data.props.source, ['items']);
    const fromCollection = data.props.source === 'collection';
    return {
      ...shown,
      titleField: { ...shown.titleField, visible: fromCollection },
      descriptionField: { ...shown.descriptionField, visible: fromCollection },
      imageField: { ...shown.imageField, visible: fromCollection },
      columns: { ...shown.columns, visible: data.props.layout !== 'carousel' },
    };
  },
  render: ({ id: _id, editMode: _editMode, ...props }) => <LineupEditorPreview {...props} />,
};
