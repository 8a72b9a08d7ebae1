import type { ArrayField, ComponentConfig, Fields } from '@puckeditor/core';
import type { FormAfterSubmit, FormBlockProps } from '#core/forms/form-block.ts';
import { RATING_DEFAULTS, type FormInput, type FormOption, type ValidationObject } from '#core/forms/form-input.ts';
import { FIELD_TYPE_OPTIONS } from '#core/options/field-types.ts';
import { FORM_PURPOSE_OPTIONS } from '#core/options/form-purposes.ts';
import type { ArrayInputField } from '#core/rules/array-input-rules.ts';
import { collectionField } from './collection-field.tsx';
import { YES_NO_OPTIONS, fieldOptions } from '../shared/field-options.ts';
import { Form } from './form.tsx';
import { FORM_DEFAULT_PROPS } from './form.types.ts';

type FormConfigProps = Omit<FormBlockProps, 'id'>;

const AFTER_SUBMIT_OPTIONS: { label: string; value: FormAfterSubmit }[] = [
  { label: 'Stay and show the success message', value: 'stay' },
  { label: 'Reload the page', value: 'reload' },
  { label: 'Go to the collection list', value: 'list' },
];

const ARRAY_FIELD_TYPE_OPTIONS: { label: string; value: ArrayInputField['type'] }[] = [
  { label: 'Text', value: 'text' },
  { label: 'Number', value: 'number' },
  { label: 'Email', value: 'email' },
  { label: 'URL', value: 'url' },
  { label: 'Text area', value: 'textarea' },
  { label: 'Select', value: 'select' },
];

const optionsField: ArrayField<FormOption[]> = {
  type: 'array',
  label: 'Options (select and radio)',
  arrayFields: { name: { type: 'text', label: 'Shown as' }, value: { type: 'text', label: 'Stored value' } },
  defaultItemProps: { name: '', value: '' },
  getItemSummary: (option, index) => option.name || `Option ${(index ?? 0) + 1}`,
};

const validationFields: Fields<ValidationObject> = {
  required: { type: 'radio', label: 'Required', options: YES_NO_OPTIONS },
  min: { type: 'number', label: 'Minimum (characters, or the value for numbers)' },
  max: { type: 'number', label: 'Maximum (characters, or the value for numbers)' },
  path: { type: 'radio', label: 'A page path', options: YES_NO_OPTIONS },
  url: { type: 'radio', label: 'A URL', options: YES_NO_OPTIONS },
  domain: { type: 'radio', label: 'A domain name', options: YES_NO_OPTIONS },
  templatePath: { type: 'radio', label: 'A template path', options: YES_NO_OPTIONS },
  systemPath: { type: 'radio', label: 'A system path', options: YES_NO_OPTIONS },
  preventSystemPath: { type: 'radio', label: 'Not a system path', options: YES_NO_OPTIONS },
  skipPasswordCheck: { type: 'radio', label: 'Skip the password strength check', options: YES_NO_OPTIONS },
  type: { type: 'text', label: 'Rule replacing the type’s own (e.g. numeric)' },
};

const arrayFieldsField: ArrayField<ArrayInputField[]> = {
  type: 'array',
  label: 'Item fields (list of items)',
  arrayFields: {
    name: { type: 'text', label: 'Name' },
    label: { type: 'text', label: 'Label' },
    type: { type: 'select', label: 'Type', options: ARRAY_FIELD_TYPE_OPTIONS },
    unique: { type: 'radio', label: 'No repeats', options: YES_NO_OPTIONS },
  },
  defaultItemProps: { name: '', label: '', type: 'text', unique: false },
  getItemSummary: (field, index) => field.label || field.name || `Field ${(index ?? 0) + 1}`,
};

export const NEW_FORM_INPUT: FormInput = { name: '', type: 'text', label: '', placeholder: '', info: '', options: [], validationObject: { required: false } };

/** The editor field for the form's inputs (spec 3 §3 "Form input definition"). */
export const formInputsField = {
  type: 'array',
  label: 'Inputs',
  arrayFields: {
    name: { type: 'text', label: 'Name (the record field)' },
    type: { type: 'select', label: 'Type', options: fieldOptions(FIELD_TYPE_OPTIONS) },
    label: { type: 'text', label: 'Label' },
    placeholder: { type: 'text', label: 'Placeholder' },
    info: { type: 'text', label: 'Help text' },
    options: optionsField,
    defaultValue: { type: 'text', label: 'Default value' },
    disabled: { type: 'radio', label: 'Disabled', options: YES_NO_OPTIONS },
    validationObject: { type: 'object', label: 'Validation', objectFields: validationFields },
    arrayFields: arrayFieldsField,
    min: { type: 'number', label: 'Fewest items (list of items)', min: 0 },
    max: { type: 'number', label: 'Most items (list of items)', min: 0 },
    itemsCount: { type: 'number', label: `Stars (a number with stars is a rating; ${RATING_DEFAULTS.itemsCount} is usual)`, min: 0, max: 10 },
  },
  defaultItemProps: NEW_FORM_INPUT,
  getItemSummary: (input, index) => input.label || input.name || `Input ${(index ?? 0) + 1}`,
} as ArrayField<FormInput[]>;

export const formConfig: ComponentConfig<FormConfigProps> = {
  label: 'Form',
  fields: {
    collection: collectionField,
    purpose: { type: 'select', label: 'Purpose', options: fieldOptions(FORM_PURPOSE_OPTIONS) },
    title: { type: 'text', label: 'Title' },
    inputs: formInputsField,
    submitLabel: { type: 'text', label: 'Submit button label' },
    successMessage: { type: 'text', label: 'Success message' },
    afterSubmit: { type: 'radio', label: 'After a submission', options: AFTER_SUBMIT_OPTIONS },
    emailTo: { type: 'text', label: 'Contact purpose: send to (comma-separated; empty = the site’s owners)' },
    emailSubject: { type: 'text', label: 'Contact purpose: mail subject' },
  },
  defaultProps: FORM_DEFAULT_PROPS,
  // The mail settings mean something only for a contact form (decision 019).
  resolveFields: (data, { fields }) => {
    const contact = data.props.purpose === 'contact';
    return { ...fields, emailTo: { ...fields.emailTo!, visible: contact }, emailSubject: { ...fields.emailSubject!, visible: contact } };
  },
  // In the canvas the form is shown, not submitted (editMode): it would write real records.
  render: ({ id: _id, puck, editMode: _editMode, ...props }) => {
    const siteSlug = (puck as { metadata?: { siteSlug?: unknown } } | undefined)?.metadata?.siteSlug;
    return <Form {...props} siteSlug={typeof siteSlug === 'string' ? siteSlug : undefined} editMode />;
  },
};
