import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, Gauge } from 'prom-client';

/**
 * GET /metrics with several workers: the worker that gets the scrape asks its primary, which asks
 * every worker for its default register over IPC (prom-client's AggregatorRegistry) and answers
 * with the sum. Counters and histograms add up; sitewright_cluster_workers counts who answered.
 */

const ASK = 'sitewright:metrics-ask';
const ANSWER = 'sitewright:metrics-answer';
/** A little longer than prom-client's own 5 s wait for the workers. */
const ANSWER_TIMEOUT_MS = 7_000;

interface Ask {
  type: typeof ASK;
  id: string;
}
interface Answer {
  type: typeof ANSWER;
  id: string;
  contentType?: string;
  body?: string;
  error?: string;
}

const isAsk = (message: unknown): message is Ask => (message as Ask | null)?.type === ASK && typeof (message as Ask).id === 'string';
const isAnswer = (message: unknown): message is Answer => (message as Answer | null)?.type === ANSWER;

export interface MetricsText {
  contentType: string;
  body: string;
}

/** In the primary: answers the workers' asks with all workers' metrics added up. Returns a function that stops answering. */
export function answerMetricsAsks(): () => void {
  const aggregator = new AggregatorRegistry();
  const onMessage = (worker: Worker, message: unknown) => {
    if (!isAsk(message)) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer } satisfies Answer);
    };
    aggregator.clusterMetrics().then(
      (body) => reply({ contentType: aggregator.contentType, body }),
      (error: unknown) => reply({ error: (error as Error).message }),
    );
  };
  cluster.on('message', onMessage);
  return () => cluster.off('message', onMessage);
}

let joined = false;

/**
 * In a worker: lets the primary collect this process's default register, counts this worker in
 * sitewright_cluster_workers, and returns the source of /metrics: the primary's sum of all workers.
 */
export function clusterMetricsSource(timeoutMs = ANSWER_TIMEOUT_MS): () => Promise<MetricsText> {
  if (!joined) {
    joined = true;
    // Constructed for its side effect: a worker answers the primary's requests for its metrics.
    new AggregatorRegistry();
    new Gauge({
      name: 'sitewright_cluster_workers',
      help: 'Worker processes whose metrics this answer adds up (with WORKERS above 1).',
      collect() {
        this.set(1);
      },
    });
  }
  return () =>
    new Promise<MetricsText>((resolve, reject) => {
      const id = randomUUID();
      const onAnswer = (message: unknown) => {
        if (!isAnswer(message) || message.id !== id) return;
        clearTimeout(timer);
        process.off('message', onAnswer);
        if (message.error !== undefined || message.body === undefined) reject(new Error(`The workers' metrics could not be collected: ${message.error ?? 'no answer'}`));
        else resolve({ contentType: message.contentType ?? 'text/plain', body: message.body });
      };
      const timer = setTimeout(() => {
        process.off('message', onAnswer);
        reject(new Error("The primary did not answer with the workers' metrics in time"));
      }, timeoutMs);
      process.on('message', onAnswer);
      process.send!({ type: ASK, id } satisfies Ask);
    });
}
