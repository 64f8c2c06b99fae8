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
      <dl className="fact-grid">
        {facts.map((fact) => (
          <div key={fact.label} className="fact">
            <dt className="fact-label">{fact.label}</dt>
            <dd className="fact-value">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
