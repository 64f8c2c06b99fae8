/**
 * An error as the log shows it: what tells the operator what failed, none of the data it failed on. Drizzle's
 * query errors carry every bound value (`params`, and in their message), PostgreSQL's a row's values (`detail`),
 * nodemailer's the refused recipients (`rejected`, `response`, the message): the log keeps an allow-list of an
 * error's fields, the message and stack without the parameters, and no e-mail address anywhere.
 */

/** Fields that name what failed (PostgreSQL's error fields, a system call's, an SMTP reply's code), never a value. */
const keptFields = [
  "code",
  "severity",
  "routine",
  "schema",
  "table",
  "column",
  "constraint",
  "dataType",
  "errno",
  "syscall",
  "status",
  "statusCode",
  "responseCode",
  "command",
] as const;

const MAX_CAUSES = 5;
const address = /[^\s"'<>()[\]{},;:]+@[^\s"'<>()[\]{},;:]+\.[^\s"'<>()[\]{},;:]+/g;

/** A text without the e-mail addresses in it. */
export const withoutAddresses = (text: string) => text.replace(address, "[address]");

/** Drizzle's message ends with `\nparams: …`, every bound value. */
const withoutParameters = (message: string) => {
  const at = message.indexOf("\nparams: ");
  return at === -1 ? message : message.slice(0, at);
};

/**
 * pino-http hands a serializer of its own the standard serializer's output, which keeps the error as `raw`.
 */
const errorOf = (value: unknown): Error | undefined => {
  if (value instanceof Error) return value;
  const raw = (value as { raw?: unknown } | null)?.raw;
  return raw instanceof Error ? raw : undefined;
};

export function loggedError(given: unknown, depth = 0): unknown {
  const value = errorOf(given);
  if (!value) return given;
  const message = withoutAddresses(withoutParameters(value.message));
  // The frames below the original message's lines; without that message on top, the stack is not told apart.
  const head = `${value.name}: ${value.message}`;
  const frames = value.stack?.startsWith(head) ? value.stack.slice(head.length) : "";
  const logged: Record<string, unknown> = { type: value.constructor.name, message, stack: `${value.name}: ${message}${frames}` };
  const fields = value as unknown as Record<string, unknown>;
  for (const field of keptFields) {
    const kept = fields[field];
    if (typeof kept === "string" || typeof kept === "number") logged[field] = kept;
  }
  // The statement with its placeholders ($1, $2): which query failed, not with what.
  if (typeof fields.query === "string") logged.query = withoutAddresses(fields.query);
  if (typeof fields.response === "string") logged.response = withoutAddresses(fields.response);
  if (value.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggedError(value.cause, depth + 1);
  if (value instanceof AggregateError && depth < MAX_CAUSES) logged.errors = value.errors.map((error) => loggedError(error, depth + 1));
  return logged;
}
