import type { ReactNode } from "react";
import { Icon, type IconName } from "~/components/icons/icon";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/cn";

export interface TextCard {
  title: string;
  text: string;
}

const gridColumns = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/**
 * Cards with an icon, a title and a text. Icons are presentation and come
 * from the page component, in the order of the cards.
 */
export function IconCardGrid({
  cards,
  icons,
  columns = 3,
  footer,
}: {
  cards: readonly TextCard[];
  icons: readonly IconName[];
  columns?: keyof typeof gridColumns;
  /** Optional content under a card's text (e.g. a link), by index. */
  footer?: (index: number) => ReactNode;
}) {
  return (
    <ul className={cn("card-grid", gridColumns[columns])}>
      {cards.map((card, index) => {
        const icon = icons[index % icons.length];
        return (
          <li key={card.title}>
            <Card className="icon-card">
              <CardHeader>
                {icon ? (
                  <span className="card-icon">
                    <Icon name={icon} className="size-6" />
                  </span>
                ) : null}
                <CardTitle>{card.title}</CardTitle>
              </CardHeader>
              <CardContent className="icon-card-content">
                <p className="icon-card-text">{card.text}</p>
                {footer?.(index)}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** Numbered steps of a process; `extra` adds links or buttons under a step. */
export function StepList({ steps, extra }: { steps: readonly TextCard[]; extra?: (index: number) => ReactNode }) {
  return (
    <ol className="step-list">
      {steps.map((step, index) => (
        <li key={step.title} className="step">
          <span className="step-number" aria-hidden="true">
            {index + 1}
          </span>
          <div className="step-body">
            <h3 className="step-title">{step.title}</h3>
            <p className="step-text">{step.text}</p>
            {extra?.(index)}
          </div>
        </li>
      ))}
    </ol>
  );
}
