// Main-thread time of island hydration, from a Chromium trace (Playwright's browser.startTracing).
// The islands runtime marks `islands:runtime` when it starts and hydrate-island.client.tsx
// measures `island:<name>` from hydrateRoot to the commit of each island's root; the renderer's
// main thread is the thread those User Timing events are on, and its top-level tasks (RunTask)
// are what kept it busy.

/** The categories the analysis needs (tasks, user timing, thread names). */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing', '__metadata'];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  /** µs, trace clock. */
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

export interface HydrationTime {
  /** Islands that reported `island:<name>`. */
  islands: string[];
  /** Main-thread busy time from `islands:runtime` to the last island's commit (ms): loading React DOM and the chunks, evaluating them, hydrating, effects. */
  busyMs: number;
  /** The same span's wall time (ms). */
  wallMs: number;
  /** Busy time inside the islands' own measures, hydrateRoot to commit, overlaps counted once (ms). */
  hydrateMs: number;
}

type Span = [start: number, end: number];

/** Merges overlapping spans. */
function union(spans: Span[]): Span[] {
  const merged: Span[] = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

function overlap(tasks: Span[], windows: Span[]): number {
  let total = 0;
  for (const [taskStart, taskEnd] of tasks) {
    for (const [start, end] of windows) total += Math.max(0, Math.min(taskEnd, end) - Math.max(taskStart, start));
  }
  return total;
}

/** Null when the trace has no `islands:runtime` mark or no finished island measure. */
export function hydrationTimeFromTrace(trace: Buffer | string): HydrationTime | null {
  const parsed = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const runtimeMark = events.find((event) => event.name === 'islands:runtime' && event.cat.includes('blink.user_timing'));
  if (!runtimeMark) return null;
  const onMainThread = (event: TraceEvent) => event.pid === runtimeMark.pid && event.tid === runtimeMark.tid;

  // Measures are nestable async pairs (ph b/e); several islands of one kind share a name, so pair in order.
  const open = new Map<string, number[]>();
  const measures: Span[] = [];
  const islands: string[] = [];
  for (const event of events) {
    if (!event.cat.includes('blink.user_timing') || !event.name.startsWith('island:') || !onMainThread(event)) continue;
    if (event.ph === 'b') open.set(event.name, [...(open.get(event.name) ?? []), event.ts]);
    if (event.ph === 'e') {
      const start = open.get(event.name)?.shift();
      if (start === undefined) continue;
      measures.push([start, event.ts]);
      islands.push(event.name.slice('island:'.length));
    }
  }
  if (measures.length === 0) return null;

  // Top-level tasks do not nest; nested run loops are rare, and union() keeps them from counting twice.
  const tasks = union(events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && onMainThread(event)).map((event): Span => [event.ts, event.ts + (event.dur ?? 0)]));
  const lastCommit = Math.max(...measures.map(([, end]) => end));
  const span: Span = [runtimeMark.ts, lastCommit];
  return {
    islands: islands.sort(),
    busyMs: overlap(tasks, [span]) / 1000,
    wallMs: (lastCommit - runtimeMark.ts) / 1000,
    hydrateMs: overlap(tasks, union(measures)) / 1000,
  };
}
