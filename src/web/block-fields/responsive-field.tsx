// Editor only: a field whose value may differ per breakpoint (decision 070). It edits the value of
// the breakpoint the canvas's viewport switcher shows, says which breakpoints differ, and resets
// the shown breakpoint's own value so it inherits again.
import { createUsePuck, type CustomField } from '@puckeditor/core';
import { useId, type ReactElement } from 'react';
import {
  BREAKPOINT_LABELS,
  breakpointForWidth,
  differingBreakpoints,
  hasOverride,
  resetResponsive,
  resolveResponsive,
  setResponsive,
  type Breakpoint,
  type Responsive,
  type ResponsiveLeaf,
  withBase,
} from '#core/blocks/responsive.ts';
import { differsMessage, inheritsFromLabel } from '#core/blocks/responsive-messages.ts';

export interface ResponsiveOption<Value extends ResponsiveLeaf> {
  label: string;
  value: Value;
}

export interface ResponsiveOptionsFieldProps<Value extends ResponsiveLeaf> {
  name: string;
  label: string;
  value: unknown;
  onChange: (next: Responsive<Value>) => void;
  /** The breakpoint whose value the field edits (the canvas's). */
  breakpoint: Breakpoint;
  options: readonly ResponsiveOption<Value>[];
  /** Radio buttons for a few short options, a select for a scale. */
  control?: 'radio' | 'select';
  /** The value shown when the stored one is not an option (the renderer's fallback); the first option when unset. */
  fallback?: Value;
  readOnly?: boolean;
}

const smallButtonClass =
  'self-start rounded border border-border bg-surface px-2 py-0.5 text-xs hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Under a responsive field: which breakpoints differ (the control's description), and the shown breakpoint's reset. */
function BreakpointFooter({ noteId, differing, reset, resetLabel }: { noteId: string; differing: readonly Breakpoint[]; reset: (() => void) | null; resetLabel: string }): ReactElement {
  return (
    <>
      {differing.length > 0 ? (
        <p id={noteId} className="text-xs text-fg-muted">
          {differsMessage(differing)}
        </p>
      ) : null}
      {reset ? (
        <button type="button" className={smallButtonClass} onClick={reset}>
          {resetLabel}
        </button>
      ) : null}
    </>
  );
}

export function ResponsiveOptionsField<Value extends ResponsiveLeaf>({
  name,
  label,
  value,
  onChange,
  breakpoint,
  options,
  control = 'select',
  fallback,
  readOnly = false,
}: ResponsiveOptionsFieldProps<Value>): ReactElement {
  const id = useId();
  const current = resolveResponsive<Value>(value, breakpoint);
  const index = options.findIndex((option) => option.value === current);
  // A value that is not an option shows what the renderer falls back to: `fallback`, else the first option.
  const shown = index >= 0 ? index : options.length === 0 ? -1 : Math.max(options.findIndex((option) => option.value === fallback), 0);
  const differing = differingBreakpoints(value);
  const own = hasOverride(value, breakpoint);
  const pick = (optionIndex: number) => {
    const option = options[optionIndex];
    // A prop never set (a block stored before it existed) starts from what the renderer shows.
    if (option) onChange(setResponsive<Value>(withBase(value, fallback ?? options[0]?.value), breakpoint, option.value));
  };
  const labelId = `${id}-label`;
  const noteId = `${id}-note`;
  return (
    <div className="flex flex-col gap-1.5 text-sm" role="group" aria-labelledby={labelId} aria-describedby={differing.length > 0 ? noteId : undefined} data-responsive-field={name}>
      <div id={labelId} className="flex flex-wrap items-baseline gap-x-2 font-medium">
        <span>{label}</span>{' '}
        <span className="text-xs font-normal text-fg-muted">({BREAKPOINT_LABELS[breakpoint]})</span>
      </div>
      {control === 'radio' ? (
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          {options.map((option, optionIndex) => (
            <label key={String(option.value)} className="flex items-center gap-1.5">
              <input
                type="radio"
                name={`${id}-${name}`}
                checked={optionIndex === shown}
                disabled={readOnly}
                onChange={() => pick(optionIndex)}
                className="accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
              {option.label}
            </label>
          ))}
        </div>
      ) : (
        <select
          aria-labelledby={labelId}
          value={shown >= 0 ? String(shown) : ''}
          disabled={readOnly}
          onChange={(event) => pick(Number(event.target.value))}
          className="rounded-md border border-border bg-surface px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {shown < 0 ? <option value="">Choose…</option> : null}
          {options.map((option, optionIndex) => (
            <option key={String(option.value)} value={String(optionIndex)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      <BreakpointFooter noteId={noteId} differing={differing} reset={own && !readOnly ? () => onChange(resetResponsive<Value>(value, breakpoint)) : null} resetLabel={inheritsFromLabel(breakpoint, label)} />
    </div>
  );
}

export interface ResponsiveNumberFieldProps {
  name: string;
  label: string;
  value: unknown;
  onChange: (next: Responsive<number>) => void;
  breakpoint: Breakpoint;
  min?: number;
  step?: number;
  readOnly?: boolean;
}

// An emptied number is stored as 0 ("not set" for the renderers): a breakpoint can then drop a
// width its larger sibling has, and the object form always keeps a base.
const NOT_SET = 0;

/** A number that may differ per breakpoint (an Image's width and height): empty means not set. */
export function ResponsiveNumberField({ name, label, value, onChange, breakpoint, min, step, readOnly = false }: ResponsiveNumberFieldProps): ReactElement {
  const id = useId();
  const current = Number(resolveResponsive<number>(value, breakpoint));
  const shown = Number.isFinite(current) && current > 0 ? String(current) : '';
  const differing = differingBreakpoints(value);
  const own = hasOverride(value, breakpoint);
  const noteId = `${id}-note`;
  const change = (text: string) => {
    const number = text.trim() === '' ? NOT_SET : Number(text);
    if (!Number.isFinite(number) || number < 0) return;
    onChange(setResponsive<number>(withBase(value, NOT_SET), breakpoint, number));
  };
  return (
    <div className="flex flex-col gap-1.5 text-sm" data-responsive-field={name}>
      <label htmlFor={id} className="flex flex-wrap items-baseline gap-x-2 font-medium">
        <span>{label}</span> <span className="text-xs font-normal text-fg-muted">({BREAKPOINT_LABELS[breakpoint]})</span>
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        step={step}
        value={shown}
        readOnly={readOnly}
        aria-describedby={differing.length > 0 ? noteId : undefined}
        onChange={(event) => change(event.target.value)}
        className="rounded-md border border-border bg-surface px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
      <BreakpointFooter noteId={noteId} differing={differing} reset={own && !readOnly ? () => onChange(resetResponsive<number>(value, breakpoint)) : null} resetLabel={inheritsFromLabel(breakpoint, label)} />
    </div>
  );
}

const usePuckState = createUsePuck();

/** The breakpoint of the canvas's current viewport. */
export function useCanvasBreakpoint(): Breakpoint {
  const width = usePuckState((state) => state.appState.ui.viewports.current.width);
  return breakpointForWidth(width);
}

type OptionsFor<Value extends ResponsiveLeaf> = readonly ResponsiveOption<Value>[] | ((breakpoint: Breakpoint, props: Record<string, unknown>) => readonly ResponsiveOption<Value>[]);

interface ResponsiveFieldSettings<Value extends ResponsiveLeaf> {
  options: OptionsFor<Value>;
  control?: 'radio' | 'select';
  fallback?: Value;
}

function PuckResponsiveField<Value extends ResponsiveLeaf>(
  props: Omit<ResponsiveOptionsFieldProps<Value>, 'breakpoint' | 'options'> & { options: OptionsFor<Value> },
): ReactElement {
  const breakpoint = useCanvasBreakpoint();
  const blockProps = usePuckState((state) => (state.selectedItem?.props ?? {}) as Record<string, unknown>);
  const options = typeof props.options === 'function' ? props.options(breakpoint, blockProps) : props.options;
  return <ResponsiveOptionsField {...props} breakpoint={breakpoint} options={options} />;
}

/** A Puck custom field for a prop with per-breakpoint values: `responsiveField('Gap', { options })`. */
export function responsiveField<Value extends ResponsiveLeaf>(label: string, settings: ResponsiveFieldSettings<Value>): CustomField<Responsive<Value>> {
  return {
    type: 'custom',
    label,
    render: ({ field, name, value, onChange, readOnly }) => (
      <PuckResponsiveField<Value>
        name={name}
        label={field.label ?? label}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        options={settings.options}
        control={settings.control}
        fallback={settings.fallback}
      />
    ),
  };
}

function PuckResponsiveNumberField(props: Omit<ResponsiveNumberFieldProps, 'breakpoint'>): ReactElement {
  return <ResponsiveNumberField {...props} breakpoint={useCanvasBreakpoint()} />;
}

/** A Puck custom field for a number with per-breakpoint values: `responsiveNumberField('Width (px)', { min: 1 })`. */
export function responsiveNumberField(label: string, settings: { min?: number; step?: number } = {}): CustomField<Responsive<number>> {
  return {
    type: 'custom',
    label,
    render: ({ field, name, value, onChange, readOnly }) => (
      <PuckResponsiveNumberField name={name} label={field.label ?? label} value={value} onChange={onChange} readOnly={readOnly} min={settings.min} step={settings.step} />
    ),
  };
}
