import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { mailOutbox } from '../../db/schema';

/** The development mailbox's queries: a mail kept instead of sent, and a recipient's mails newest first. */

export async function insertOutboxMail(db: Executor, mail: { recipient: string; subject: string; body: string; sentAt: Date }): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}

export function findOutboxMails(db: Executor, recipient: string, limit: number): Promise<{ subject: string; text: string; sentAt: Date }[]> {
  return db
    .select({ subject: mailOutbox.subject, text: mailOutbox.body, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
