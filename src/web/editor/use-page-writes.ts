// The page editor's writes to /api/editor (publish, save draft, delete) as one React Query mutation,
// and how a refused write reads: the server's text, its validation errors, the newer version on a 409.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, ApiError } from '#web/api/client.ts';

export interface WriteProblem {
  error: string;
  validationErrors?: Record<string, string[]>;
  /** Set on a 409: the version someone else published meanwhile. */
  currentVersion?: number;
}

type Write = { method: 'POST' | 'DELETE'; body: object };
type SavedAnswer = { page?: { version?: unknown } } | null;

/** `networkText` when the server could not be reached. */
export function problemOf(error: unknown, networkText: string): WriteProblem {
  if (!(error instanceof ApiError) || error.status === 0) return { error: networkText };
  const { validationErrors, currentVersion } = error.body as {
    validationErrors?: Record<string, string[]>;
    currentVersion?: unknown;
  };
  return {
    error: error.message,
    validationErrors,
    currentVersion: error.status === 409 && typeof currentVersion === 'number' ? currentVersion : undefined,
  };
}

/** The version in a successful save's answer; the one sent when the answer has none. */
export function savedVersion(answer: unknown, fallback: number): number {
  const version = (answer as SavedAnswer)?.page?.version;
  return typeof version === 'number' ? version : fallback;
}

/** Sends one write; resolves with the server's answer or rejects with an ApiError. A write changes the page's history. */
export function usePageWrites(): (write: Write) => Promise<unknown> {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: ({ method, body }: Write) => (method === 'POST' ? api.post('/api/editor', body) : api.delete('/api/editor', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['editor', 'page-history'] }),
  });
  return useCallback((write: Write) => mutateAsync(write), [mutateAsync]);
}
