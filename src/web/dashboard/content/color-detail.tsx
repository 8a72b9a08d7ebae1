// The colour dialog (spec 2 §2): HEX / RGB / HSL format radios, the value in that format, usage in
// CSS and Tailwind, Copy Color Code and Copy Color Name. Colours have no delete (spec 2 §2).
import { useId, useState, type ReactNode } from 'react';
import { COPY_CODE_FAILED, COPY_NAME_FAILED } from '#core/content/dialog-messages.ts';
import { codeCopied, nameCopied } from '#core/content/messages.ts';
import { COLOR_FORMAT_LABELS, COLOR_FORMATS, cssUsage, formatColor, tailwindUsage, type ColorFormat } from '#core/colors/format-color.ts';
import { Modal } from '#web/ui/modal.tsx';
import { itemText } from './content-item.ts';
import { CopyButton, Fact, Facts, Section } from './detail-parts.tsx';
import type { DetailDialogProps } from './detail-props.ts';
import { itemTitle } from './item-title.ts';
import { useCopyFeedback } from './use-copy-feedback.ts';

export function ColorDetail({ item, onClose }: DetailDialogProps): ReactNode {
  const [format, setFormat] = useState<ColorFormat>('hex');
  const { copied, copy } = useCopyFeedback();
  const radioName = useId();
  const hex = itemText(item, 'hex', 'value');
  const label = itemTitle('color', item);
  const code = formatColor(hex, format);
  const usage = { hex, value: itemText(item, 'value'), custom: item.custom === true };
  const level = typeof item.level === 'number' || typeof item.level === 'string' ? String(item.level) : '';

  return (
    <Modal
      open
      onClose={onClose}
      title={label}
      footer={
        <>
          <CopyButton label="Copy Color Code" copied={copied === 'code'} onCopy={() => void copy('code', code, { success: codeCopied('color', code), failure: COPY_CODE_FAILED })} />
          <CopyButton label="Copy Color Name" copied={copied === 'name'} onCopy={() => void copy('name', label, { success: nameCopied('color', label), failure: COPY_NAME_FAILED })} />
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-4">
          <div className="h-48 rounded-lg border border-border" style={{ backgroundColor: formatColor(hex, 'hex') }} data-testid="color-swatch" />
          <Facts>
            <Fact label="Family">{itemText(item, 'family')}</Fact>
            <Fact label="Level">{level}</Fact>
            <Fact label="Type">{usage.custom ? 'Custom' : 'Palette'}</Fact>
          </Facts>
        </div>
        <div className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">Format</legend>
            <div className="flex flex-wrap gap-4">
              {COLOR_FORMATS.map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm">
                  <input type="radio" name={radioName} value={option} checked={format === option} onChange={() => setFormat(option)} className="size-4 accent-primary" />
                  {COLOR_FORMAT_LABELS[option]}
                </label>
              ))}
            </div>
            <output className="font-mono text-lg" aria-live="polite" data-testid="color-code">
              {code}
            </output>
          </fieldset>
          <Section title="CSS">
            <pre className="overflow-x-auto rounded-md bg-surface-muted p-3 text-xs leading-5" data-testid="css-usage">
              <code>{cssUsage(usage, format)}</code>
            </pre>
          </Section>
          <Section title="Tailwind">
            <pre className="overflow-x-auto rounded-md bg-surface-muted p-3 text-xs leading-5" data-testid="tailwind-usage">
              <code>{tailwindUsage(usage)}</code>
            </pre>
          </Section>
        </div>
      </div>
    </Modal>
  );
}
