import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";

/** The outbox as the start page shows it: mails waiting to be sent, mails given up on, and since when the oldest waits. */
export interface OutboxStatus {
  waiting: number;
  failed: number;
  oldestWaitingAt: Date | undefined;
}

export async function outboxStatus(database: Database): Promise<OutboxStatus> {
  const [row] = await queryRows<{ waiting: number; failed: number; oldest_waiting_at: string | Date | null }>(
    database,
    sql`select
          (count(*) filter (where status = 'pending'))::integer as waiting,
          (count(*) filter (where status = 'failed'))::integer as failed,
          min(created_at) filter (where status = 'pending') as oldest_waiting_at
        from outbox_messages`,
  );
  return {
    waiting: row?.waiting ?? 0,
    failed: row?.failed ?? 0,
    oldestWaitingAt: row?.oldest_waiting_at ? new Date(row.oldest_waiting_at) : undefined,
  };
}
