import { useNavigation } from "react-router";
import { Spinner } from "~/components/ui/skeleton";
import { useLocalizedPath } from "~/i18n/hooks";
import { useTexts } from "~/i18n/texts";

/** Spec 1 §2 "Loading: spinner" for a dog page opened from a card: shown while its data loads. */
export function DogNavigationSpinner() {
  const navigation = useNavigation();
  const path = useLocalizedPath();
  if (navigation.state !== "loading" || !navigation.location.pathname.startsWith(`${path("dogs")}/`)) return null;
  return <DogLoadingStatus />;
}

/** Its own component, so the texts are read only while a dog page loads: the page the visitor came from has them (one still waiting for its own data would not). */
function DogLoadingStatus() {
  const t = useTexts("dogs").detail;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center">
      <div className="flex items-center gap-2 rounded-full border bg-card px-4 py-2 shadow-lg">
        <Spinner className="text-primary" />
        <span role="status">{t.loading}</span>
      </div>
    </div>
  );
}
