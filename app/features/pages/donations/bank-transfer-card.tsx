import { Icon } from "~/components/icons/icon";
import { useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { BankAccount } from "~/platform/settings/settings";
import { format } from "~/i18n/format";
import type { DonationsTexts } from "./texts";
import { CopyButton } from "./copy-button";

/** The fields of an account shown with a copy button, in this order. */
const copyableFields = ["recipient", "iban", "bic", "paypalEmail"] as const satisfies readonly (keyof BankAccount)[];

/** Bank transfer details of one country's association, each value copyable. */
export function BankTransferCard({ country, account, texts: t }: { country: string; account: BankAccount; texts: DonationsTexts["bank"] }) {
  const titleId = useId();
  return (
    <Card className="h-full" role="group" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Icon name="landmark" className="size-5 text-primary" />
          {country}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          {copyableFields.map((field) => (
            // Only dt and dd may sit in a row of a dl: the copy button is a second dd, beside both.
            <div key={field} className="grid grid-cols-[1fr_auto] items-center gap-x-3 py-2">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t.labels[field]}</dt>
              <dd className="col-start-1 min-w-0 break-all font-mono text-base">{account[field]}</dd>
              <dd className="col-start-2 row-span-2 row-start-1">
                <CopyButton value={account[field]} label={format(t.copy, { label: t.labels[field] })} texts={t} />
              </dd>
            </div>
          ))}
          <div className="py-2">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t.labels.bank}</dt>
            <dd>{account.bank}</dd>
          </div>
          <div className="py-2">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t.labels.paypalMe}</dt>
            <dd>
              <a
                href={account.paypalMe}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-primary underline-offset-4 hover:underline"
              >
                {account.paypalMe.replace(/^https?:\/\/(www\.)?/, "")}
              </a>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
