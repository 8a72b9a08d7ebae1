import type { ComponentConfig } from '@puckeditor/core';
import type { ReactElement } from 'react';
import { ICON_LIBRARY_OPTIONS } from '#core/options/icon-options.ts';
import { ICON_SIZE_SCALE } from '#core/options/typography-scale.ts';
import { fieldOptions } from '../shared/field-options.ts';
import { ColorField } from './color-field.tsx';
import { builtInSetOfName } from './editor-icon-sets.ts';
import { Icon } from './icon.tsx';
import { ICON_DEFAULT_PROPS, type IconProps } from './icon.types.ts';
import { IconPicker } from './icon-picker.tsx';
import { useEditorIconSvg } from './use-editor-icon-svg.ts';

/** Editor preview: computes `_svg` in the browser, as prepareRenderData does on the server. */
function IconEditorPreview(props: IconProps): ReactElement {
  const svg = useEditorIconSvg(props.set, props.name);
  if (props.set === 'custom') {
    // Custom icons' data URLs come from the icon API; until it is wired, only a prepared _src shows.
    return props._src ? <Icon {...props} /> : <IconPlaceholder text="Custom icon" />;
  }
  if (svg === undefined) return <IconPlaceholder text="Loading icon…" />;
  if (svg === null) return <IconPlaceholder text={props.name === '' ? 'Choose an icon' : `Unknown icon “${props.name}”`} />;
  return <Icon {...props} _svg={svg} />;
}

function IconPlaceholder({ text }: { text: string }): ReactElement {
  return <span className="inline-flex rounded border border-dashed border-current/40 px-2 py-1 text-xs opacity-70">{text}</span>;
}

export const iconConfig: ComponentConfig<IconProps> = {
  label: 'Icon',
  fields: {
    // Derived from the picked name in resolveData; the picker has its own library filter.
    set: {
      type: 'select',
      label: 'Library',
      options: fieldOptions(ICON_LIBRARY_OPTIONS.filter((option) => option.value !== 'all')),
      visible: false,
    },
    name: {
      type: 'custom',
      label: 'Icon',
      render: ({ field, value, onChange, readOnly }) => (
        <IconPicker label={field.label ?? 'Icon'} value={typeof value === 'string' ? value : ''} onChange={onChange} readOnly={readOnly} />
      ),
    },
    size: {
      type: 'select',
      label: 'Size',
      options: fieldOptions(ICON_SIZE_SCALE),
    },
    color: {
      type: 'custom',
      label: 'Colour',
      render: ({ field, value, onChange, readOnly }) => (
        <ColorField label={field.label ?? 'Colour'} value={value} onChange={onChange} readOnly={readOnly} emptyLabel="Theme icon colour" />
      ),
    },
    label: {
      type: 'text',
      label: 'Accessible name (leave empty if decorative)',
    },
  },
  defaultProps: ICON_DEFAULT_PROPS,
  // A picked react-icons name carries its set in its prefix (FaLeaf => fa), so picking across
  // libraries keeps `set` right for the server, which renders `_svg` from both.
  resolveData: (data, { changed }) => {
    if (changed.name !== true) return data;
    const set = builtInSetOfName(data.props.name) ?? 'custom';
    return set === data.props.set ? data : { ...data, props: { ...data.props, set } };
  },
  render: ({ puck: _puck, id: _id, editMode: _editMode, ...props }) => <IconEditorPreview {...props} />,
};
