import { Maximize2 } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import type { PageImage } from "../shared/images";

/** The site plan: a thumbnail that opens the plan enlarged in a dialog (spec 2 §4: open/closed). */
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
    <Dialog>
      <DialogTrigger
        className="group relative block w-full cursor-zoom-in overflow-hidden rounded-lg border bg-card"
        aria-label={openLabel}
      >
        <img src={image.src} width={image.width} height={image.height} alt={alt} loading="lazy" className="w-full" />
        <span className="absolute bottom-3 right-3 inline-flex items-center gap-2 rounded-md bg-card/95 px-3 py-2 text-sm font-semibold shadow">
          <Maximize2 className="size-4" aria-hidden="true" />
          {openLabel}
        </span>
      </DialogTrigger>
      <DialogContent closeLabel={closeLabel} className="max-w-6xl">
        <DialogTitle className="pr-12 text-xl font-semibold">{title}</DialogTitle>
        <DialogDescription className="sr-only">{alt}</DialogDescription>
        <img src={image.src} width={image.width} height={image.height} alt={alt} className="mt-4 w-full" />
      </DialogContent>
    </Dialog>
  );
}
