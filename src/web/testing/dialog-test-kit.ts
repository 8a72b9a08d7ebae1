// Helpers of the content dialogs' DOM tests (happy-dom).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createElement, type ReactNode } from 'react';
import { vi } from 'vitest';

/** The dialogs read and write through React Query, as under the dashboard's layout: a fresh client per render. */
export function withQueryClient(node: ReactNode): ReactNode {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return createElement(QueryClientProvider, { client }, node);
}

export const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch that answers `${method} ${url}` from the table and fails the test for anything else. */
export function fakeFetch(routes: Record<string, Route>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const route = routes[`${init?.method ?? 'GET'} ${url}`];
    if (!route) throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
    return route(init);
  });
}

export function dialog(): HTMLElement {
  const last = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1);
  if (!last) throw new Error('no dialog open');
  return last;
}

/** The dialog a click opened, once its code has arrived (a lazyDialog's first open loads it), inside act. */
export async function openedDialog(timeoutMs = 5000): Promise<HTMLElement> {
  for (let waited = 0; waited < timeoutMs; waited += 20) {
    const found = document.querySelector('[role="dialog"]');
    if (found) return dialog();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  return dialog();
}

export function dialogTitle(element: HTMLElement = dialog()): string {
  return document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
}

export function button(name: string, root: ParentNode = document): HTMLButtonElement {
  const found = [...root.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => candidate.textContent?.replace('Copied', '').trim() === name);
  if (!found) throw new Error(`no button '${name}'`);
  return found;
}

export function queryButton(name: string, root: ParentNode = document): HTMLButtonElement | undefined {
  return [...root.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => candidate.textContent?.trim() === name);
}

export async function click(element: Element): Promise<void> {
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** The input labelled `label` inside the last dialog. */
export function field<T extends HTMLElement = HTMLInputElement>(label: string, root: ParentNode = dialog()): T {
  const labelElement = [...root.querySelectorAll('label')].find((candidate) => candidate.textContent?.replace('*', '').trim() === label);
  const id = labelElement?.getAttribute('for');
  const found = id ? document.getElementById(id) : null;
  if (!found) throw new Error(`no field '${label}'`);
  return found as T;
}

export async function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  await act(async () => {
    const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Lets pending fetches and their state updates finish. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export function mockClipboard(writeText: (text: string) => Promise<void> = async () => {}) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: spy } });
  return spy;
}

/** `fakeFetch` as the page's fetch (what the API client calls); the test file unstubs it afterwards. */
export function serveFetch(routes: Record<string, Route>) {
  const fetcher = fakeFetch(routes);
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

/** Renders `screen` under a fresh QueryClient (no retries) with `routes` as the page's fetch, and lets it load. */
export async function renderServed(root: { render(node: ReactNode): void }, routes: Record<string, Route>, screen: ReactNode) {
  const fetcher = serveFetch(routes);
  await act(async () => root.render(withQueryClient(screen)));
  await settle();
  return fetcher;
}
