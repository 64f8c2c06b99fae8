import { type MouseEvent, type ReactNode, useRef, useState } from "react";
import { announceEdit } from "./announce-edit";

/** A percentage as the fields hold it, within 0–100 (a field being typed into may hold anything). */
const percent = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) && String(value).trim() !== "" ? Math.min(100, Math.max(0, number)) : 50;
};

/**
 * The main picture's focal point (`imageFocalX`/`imageFocalY`, percent from the top left): a click on the
 * picture sets it, a mark shows it, and a wide frame shows the crop that cards and the page's head make of it.
 * The two number fields (`children`) are the way without a pointer or a script.
 */
export function FocalPointField({
  src,
  x,
  y,
  texts,
  children,
}: {
  /** The picture as it is now (the stored one, or the file just chosen); none: the fields alone. */
  src: string | null;
  x: string;
  y: string;
  texts: { focus: string; focusHint: string };
  children: ReactNode;
}) {
  const [point, setPoint] = useState({ x: percent(x), y: percent(y) });
  const fields = useRef<HTMLFieldSetElement>(null);
  const field = (name: string) => fields.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null;
  const place = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    for (const [name, offset, size] of [
      ["imageFocalX", event.clientX - box.left, box.width],
      ["imageFocalY", event.clientY - box.top, box.height],
    ] as const) {
      const input = field(name);
      if (input) input.value = String(Math.round(percent((offset / size) * 100)));
      announceEdit(input);
    }
  };
  const position = `${point.x}% ${point.y}%`;
  return (
    <fieldset
      ref={fields}
      className="space-y-2"
      onInput={() => setPoint({ x: percent(field("imageFocalX")?.value), y: percent(field("imageFocalY")?.value) })}
    >
      <legend className="font-medium">{texts.focus}</legend>
      <p className="text-sm text-muted-foreground">{texts.focusHint}</p>
      {src && (
        <div className="flex flex-wrap items-start gap-4">
          {/* The pointer's way; the number fields below say the same for everyone. */}
          <div className="relative inline-block" aria-hidden="true">
            <img
              src={src}
              alt=""
              onClick={place}
              className="block max-h-64 cursor-crosshair rounded-md border"
              data-testid="focal-picture"
            />
            <span
              className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary shadow"
              style={{ left: `${point.x}%`, top: `${point.y}%` }}
            />
          </div>
          <img
            src={src}
            alt=""
            aria-hidden="true"
            className="aspect-[1200/630] w-56 rounded-md border object-cover"
            style={{ objectPosition: position }}
            data-testid="focal-crop"
          />
        </div>
      )}
      <div className="grid max-w-sm grid-cols-2 gap-4">{children}</div>
    </fieldset>
  );
}
