import type { ReactNode } from "react";

/** An editor's two languages: German on the left, Spanish on the right (one under the other on small screens). */
export function SideBySide({ hint, german, spanish }: { hint: string; german: ReactNode; spanish: ReactNode }) {
  return (
    <>
      <p className="text-sm text-muted-foreground">{hint}</p>
      <div className="grid gap-8 lg:grid-cols-2">
        {german}
        {spanish}
      </div>
    </>
  );
}
