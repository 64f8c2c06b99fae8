import { useNavigation } from "react-router";
import { Spinner } from "~/components/ui/skeleton";
import { useLocalizedPath, useMessages } from "~/i18n/hooks";

/** Spec 1 §2 "Loading: spinner" for a dog page opened from a card: shown while its data loads. */
export function DogNavigationSpinner() {
  const navigation = useNavigation();
  const path = useLocalizedPath();
  const label = useMessages().contentSections.dogs.loadingItem;
  if (navigation.state !== "loading" || !navigation.location.pathname.startsWith(`${path("dogs")}/`)) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center">
      <div className="flex items-center gap-2 rounded-full border bg-card px-4 py-2 shadow-lg">
        <Spinner className="text-primary" />
        <span role="status">{label}</span>
      </div>
    </div>
  );
}
