import type { ShownRequest } from "../shown-request.server";

/** A request's fields as the visitor sent them, label beside value (line breaks kept). */
export function RequestFields({ fields }: { fields: ShownRequest["fields"] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {fields.map((field) => (
        <div key={field.label} className="contents">
          <dt className="font-medium text-muted-foreground">{field.label}</dt>
          <dd className="break-words whitespace-pre-line">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
