import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import type { Mailer } from './port.ts';
import { insertOutboxRow, unrecordedFailure } from './outbox-rows.ts';

/** Without SMTP: every mail is kept as a 'stored' row, read in the dashboard's outbox. */
export function createOutboxMailer({ db, logger }: { db: Db; logger: Logger }): Mailer {
  return {
    transport: 'outbox',
    async send(mail) {
      try {
        return (await insertOutboxRow(db, mail, 'stored')).entry;
      } catch (error) {
        logger.error({ err: error }, 'mail: the outbox could not be written');
        return unrecordedFailure(error);
      }
    },
    // Nothing to send it with: the row stays as it is.
    async retry() {
      return null;
    },
    async close() {},
  };
}
