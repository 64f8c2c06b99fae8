import { useState } from "react";
import { format } from "~/i18n/format";
import { cn } from "~/lib/cn";
import type { DogDetailTexts } from "../texts";
import { DogPicture } from "./dog-picture";

/** A dog's gallery: the main image (1000x1000) and, with more than one image, 500x500 thumbnails in four columns. */
export function DogGallery({
  dogId,
  name,
  imageIds,
  texts: t,
}: {
  dogId: string;
  name: string;
  imageIds: readonly string[];
  texts: DogDetailTexts;
}) {
  const [selected, setSelected] = useState(0);
  const mainId = imageIds[selected] ?? null;
  return (
    <div role="group" aria-label={format(t.galleryLabel, { name })} className="flex flex-col gap-3">
      <DogPicture
        key={mainId ?? "none"}
        dogId={dogId}
        imageId={mainId}
        alt={format(t.imageAlt, { name, index: selected + 1 })}
        widths={[480, 640, 1000]}
        sizes="(min-width: 1152px) 540px, (min-width: 1024px) 45vw, 100vw"
        loading="priority"
        className="rounded-lg"
      />
      {imageIds.length > 1 ? (
        <ul className="grid grid-cols-4 gap-3">
          {imageIds.map((imageId, index) => (
            <li key={imageId}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={format(t.showImage, { index: index + 1, count: imageIds.length })}
                aria-pressed={index === selected}
                className={cn(
                  "block w-full overflow-hidden rounded-md ring-offset-2 transition hover:opacity-90 cursor-pointer",
                  index === selected && "ring-2 ring-primary",
                )}
              >
                <DogPicture dogId={dogId} imageId={imageId} alt="" widths={[160, 320]} sizes="(min-width: 1024px) 130px, 25vw" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
