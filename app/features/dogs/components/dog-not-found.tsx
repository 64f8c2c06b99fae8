import { StatusPage } from "~/components/layout/status-pages";
import { useLocalizedPath } from "~/i18n/hooks";
import type { DogDetailTexts } from "../texts";

/**
 * The dog page's not-found screen (answered with status 404). An
 * error boundary has no loader data: the texts come with the 404 response.
 */
export function DogNotFound({ texts: t }: { texts: DogDetailTexts }) {
  const path = useLocalizedPath();
  return (
    <StatusPage
      title={t.notFoundTitle}
      heading={t.notFoundTitle}
      lines={[t.notFoundText]}
      link={{ to: path("dogs"), label: t.back, icon: "arrow-left" }}
    />
  );
}
