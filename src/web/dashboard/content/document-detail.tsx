// A data collection document's dialog: its fields as a definition list, dates, Delete.
import { useState, type ReactNode } from 'react';
import { Button } from '#web/ui/button.tsx';
import { Modal } from '#web/ui/modal.tsx';
import { DateFacts, Facts } from './detail-parts.tsx';
import type { DetailDialogProps } from './detail-props.ts';
import { itemTitle } from './item-title.ts';

/** Longer text is cut to this many characters until the reader asks for all of it. */
export const DOCUMENT_TEXT_PREVIEW_LENGTH = 300;
const HIDDEN_FIELDS = new Set(['id', '_id', 'created_at', 'updated_at']);

export function DocumentDetail({ item, deletable, onClose, onDelete }: DetailDialogProps): ReactNode {
  const fields = Object.entries(item).filter(([key]) => !HIDDEN_FIELDS.has(key));
  return (
    <Modal
      open
      onClose={onClose}
      title={itemTitle('document', item)}
      footer={
        deletable ? (
          <Button variant="danger" onClick={() => onDelete(item)}>
            Delete
          </Button>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-6">
        {fields.length === 0 ? <p className="text-sm text-fg-muted">This document has no fields.</p> : null}
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr]">
          {fields.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium text-fg-muted">{key}</dt>
              <dd className="min-w-0 break-words">
                <FieldValue value={value} />
              </dd>
            </div>
          ))}
        </dl>
        <Facts>
          <DateFacts item={item} />
        </Facts>
      </div>
    </Modal>
  );
}

function FieldValue({ value }: { value: unknown }): ReactNode {
  const [expanded, setExpanded] = useState(false);
  if (value === null || value === undefined || value === '') return <span className="text-fg-muted">—</span>;
  if (typeof value === 'object') {
    return <pre className="max-h-64 overflow-auto rounded-md bg-surface-muted p-2 text-xs">{JSON.stringify(value, null, 2)}</pre>;
  }
  const text = String(value);
  if (text.length <= DOCUMENT_TEXT_PREVIEW_LENGTH) return <span className="whitespace-pre-wrap">{text}</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="whitespace-pre-wrap">{expanded ? text : `${text.slice(0, DOCUMENT_TEXT_PREVIEW_LENGTH)}…`}</span>
      <button type="button" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)} className="text-xs font-medium text-primary underline focus-visible:outline-2 focus-visible:outline-ring">
        {expanded ? 'Show less' : 'Show more'}
      </button>
    </span>
  );
}
