/**
 * A form's picture (the control `image`, as the picture pipeline reads it): its label and limits, the picture it
 * has now with a box to tick to remove it (`removeImage`), and the file control, which offers a phone's photos
 * (`accept`: an iPhone then sends JPEG).
 */
export function PictureField({
  id,
  label,
  hint,
  current,
  removeLabel,
  accept,
}: {
  id: string;
  label: string;
  hint: string;
  /** The picture's URL as the editor sees it now; none: no picture yet. */
  current: string | null;
  /** Without it, the picture cannot be removed (e.g. a placeholder that stands in for none). */
  removeLabel?: string;
  accept: string;
}) {
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <p className="text-sm text-muted-foreground">{hint}</p>
      {current && (
        <>
          <img src={current} alt="" className="max-h-48 rounded-md border" />
          {removeLabel && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="removeImage" className="size-4" />
              {removeLabel}
            </label>
          )}
        </>
      )}
      <input id={id} type="file" name="image" accept={accept} className="block" />
    </div>
  );
}
