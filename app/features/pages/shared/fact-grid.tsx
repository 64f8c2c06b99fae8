import { Section } from "~/components/section";

/** Key figures of a place ("10.000 m²" – "Gesamtfläche"). */
export type Fact = {
  value: string;
  label: string;
};

/** A muted section with the key figures of a place. */
export function FactSection({ title, facts }: { title: string; facts: readonly Fact[] }) {
  return (
    <Section title={title} tone="muted">
      <dl className="mx-auto grid max-w-4xl grid-cols-2 gap-4 md:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col-reverse rounded-lg border bg-card p-5 text-center shadow-sm">
            <dt className="mt-1 text-sm text-muted-foreground">{fact.label}</dt>
            <dd className="text-3xl font-extrabold text-primary">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
