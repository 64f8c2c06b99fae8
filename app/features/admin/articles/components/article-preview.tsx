import type { ReactNode } from "react";
import { Link } from "react-router";
import { format } from "~/i18n/format";
import { Notice } from "../../components/workspace-frame";

/** Above a preview: that it is one, the item's state, the way back to its editor. */
export function PreviewFrame({
  notice,
  backLabel,
  editorPath,
  children,
}: {
  notice: string;
  backLabel: string;
  editorPath: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <title>{notice}</title>
      <Notice>
        {notice}{" "}
        <Link to={editorPath} className="text-primary underline underline-offset-4">
          {backLabel}
        </Link>
      </Notice>
      <div className="rounded-lg border bg-background">{children}</div>
    </div>
  );
}

export const previewNotice = (template: string, status: string) => format(template, { status });
