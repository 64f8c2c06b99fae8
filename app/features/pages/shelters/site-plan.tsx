import { Icon } from "~/components/icons/icon";
import { Dialog } from "~/components/ui/dialog";
import type { PageImage } from "../shared/images";

/** The site plan: a thumbnail that opens the plan enlarged in a dialog. */
export function SitePlan({
  image,
  alt,
  title,
  openLabel,
  closeLabel,
}: {
  image: PageImage;
  alt: string;
  title: string;
  openLabel: string;
  closeLabel: string;
}) {
  return (
    <Dialog
      triggerLabel={openLabel}
      triggerClassName="group relative block w-full cursor-zoom-in overflow-hidden rounded-lg border bg-card"
      trigger={
        <>
          <img src={image.src} width={image.width} height={image.height} alt={alt} loading="lazy" className="w-full" />
          <span className="absolute bottom-3 right-3 inline-flex items-center gap-2 rounded-md bg-card/95 px-3 py-2 text-sm font-semibold shadow">
            <Icon name="maximize-2" className="size-4" />
            {openLabel}
          </span>
        </>
      }
      title={title}
      titleClassName="pr-12 text-xl font-semibold"
      description={alt}
      closeLabel={closeLabel}
      className="max-w-6xl"
    >
      {/* Lazy: a closed dialog is not displayed, so the large plan loads when it opens. */}
      <img src={image.src} width={image.width} height={image.height} alt={alt} loading="lazy" className="mt-4 w-full" />
    </Dialog>
  );
}
