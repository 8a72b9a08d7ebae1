import type { ComponentConfig } from '@puckeditor/core';
import type { ReactElement } from 'react';
import { ICON_LIBRARY_OPTIONS } from '#core/options/icon-options.ts';
import { ICON_SIZE_SCALE } from '#core/options/typography-scale.ts';
import { fieldOptions } from '../shared/field-options.ts';
import { ColorField } from './color-field.tsx';
import { useEditorScope } from '#web/block-fields/editor-scope.tsx';
import { iconSetOfName } from './icon-name-set.ts';
import { Icon } from './icon.tsx';
import { ICON_DEFAULT_PROPS, type IconProps } from './icon.types.ts';
import { IconPicker } from './icon-picker.tsx';
import { useBuiltInIconSvg, useCustomIconSrc } from './use-editor-icons.ts';

/**
 * Editor preview: the same props prepareRenderData gives visitors' pages, fetched from the server:
 * `_svg` of a built-in icon, `_src` (the sanitised data URL) of the site's custom icon.
 */
function IconEditorPreview(props: IconProps): ReactElement {
  const { siteUniqueId } = useEditorScope();
  const custom = props.set === 'custom';
  const svg = useBuiltInIconSvg(custom ? '' : props.set, props.name);
  const src = useCustomIconSrc(siteUniqueId, custom ? props.name : '');
  const found = custom ? src : svg;
  if (props.name === '') return <IconPlaceholder text="Choose an icon" />;
  if (found === undefined) return <IconPlaceholder text="Loading icon…" />;
  if (found === null) return <IconPlaceholder text={`Unknown icon “${props.name}”`} />;
  return custom ? <Icon {...props} _svg={null} _src={found} /> : <Icon {...props} _svg={found} _src={null} />;
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
      render: ({ field, name, value, onChange, readOnly }) => (
        <IconPicker label={field.label ?? 'Icon'} name={name} value={typeof value === 'string' ? value : ''} onChange={onChange} readOnly={readOnly} />
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
  // The picker remembers the library of what it picked (a react-icons name also carries it in its
  // prefix, FaLeaf => fa), so picking across libraries keeps `set` right for the server.
  resolveData: (data, { changed }) => {
    if (changed.name !== true) return data;
    const set = iconSetOfName(data.props.name);
    return set === data.props.set ? data : { ...data, props: { ...data.props, set } };
  },
  render: ({ puck: _puck, id: _id, editMode: _editMode, ...props }) => <IconEditorPreview {...props} />,
};
