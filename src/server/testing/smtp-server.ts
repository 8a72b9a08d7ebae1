import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: who the server was asked to deliver to. */
  from: string;
  to: string[];
  /** The message as it arrived (headers and body). */
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:{port}, plain text (no TLS, no auth). */
  url: string;
  received: ReceivedMail[];
  /** While true, the server rejects every recipient (550). */
  refuse: boolean;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port for tests. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const result: TestSmtpServer = { url: '', received, refuse: false, close: async () => {} };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (result.refuse) {
        const error = new Error(`Mailbox unavailable: ${address.address}`) as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  result.url = `smtp://127.0.0.1:${port}`;
  result.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return result;
}

/** A local port nothing listens on (bound, then released). */
export async function unusedPort(): Promise<number> {
  const net = await import('node:net');
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
