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
    <ul className={cn("grid gap-6", gridColumns[columns])}>
      {cards.map((card, index) => {
        const icon = icons[index % icons.length];
        return (
          <li key={card.title}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                {icon ? (
                  <span className="card-icon">
                    <Icon name={icon} className="size-6" />
                  </span>
                ) : null}
                <CardTitle>{card.title}</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-4">
                <p className="flex-1 text-muted-foreground">{card.text}</p>
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
    <ol className="mx-auto max-w-3xl space-y-6">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-5">
          <span className="step-number" aria-hidden="true">
            {index + 1}
          </span>
          <div className="flex-1 pt-1.5">
            <h3 className="text-xl font-semibold">{step.title}</h3>
            <p className="mt-2 text-muted-foreground">{step.text}</p>
            {extra?.(index)}
          </div>
        </li>
      ))}
    </ol>
  );
}
