import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { type PictureRefusal, maxPictureBytes, maxPicturePixels, maxPicturesPerSave } from "./picture-acceptance";

/**
 * What an editor reads when a picture is not taken, in German and Spanish (`es` is typed by `de`: a
 * missing text fails the type check). The upload answers a refusal code; the workspace shows its text.
 */
const de = {
  refusals: {
    missing: "Bitte wähle ein Bild aus.",
    "too-large":
      "Dieses Bild ist zu groß (höchstens {maxMegabytes} MB). Bitte lade eine kleinere Fassung hoch: Beim Teilen vom Handy kannst du oft eine kleinere Größe wählen.",
    "too-many-pictures":
      "Das sind zu viele Bilder auf einmal (höchstens {maxPictures} pro Speichern). Bitte speichere zuerst einen Teil und füge die übrigen danach hinzu.",
    heic:
      "Das ist ein iPhone-Foto im HEIC-Format, das wir leider nicht lesen können. Bitte teile es als JPEG oder stelle am iPhone " +
      "unter Einstellungen › Kamera › Formate „Maximale Kompatibilität“ ein: Dann speichert es neue Fotos als JPEG.",
    "unsupported-format": "Dieses Bildformat können wir nicht verwenden. Bitte lade ein Foto als JPEG, PNG, WebP oder AVIF hoch.",
    "not-a-picture": "Diese Datei ist kein Bild, das wir lesen können. Bitte wähle ein Foto als JPEG, PNG, WebP oder AVIF.",
    "too-many-pixels":
      "Dieses Bild hat eine zu hohe Auflösung (höchstens {maxMegapixels} Megapixel). Bitte lade eine kleinere Fassung hoch.",
    busy: "Gerade werden viele Bilder verarbeitet. Bitte versuche es in einer Minute noch einmal.",
  } satisfies Record<PictureRefusal, string>,
};

const es: typeof de = {
  refusals: {
    missing: "Elige una imagen, por favor.",
    "too-large":
      "Esta imagen es demasiado grande (máximo {maxMegabytes} MB). Sube una versión más pequeña: al compartir desde el móvil, a menudo puedes elegir un tamaño menor.",
    "too-many-pictures":
      "Son demasiadas imágenes a la vez (como máximo {maxPictures} cada vez que guardas). Guarda primero una parte y añade las demás después.",
    heic:
      "Es una foto de iPhone en formato HEIC y no podemos leerla. Compártela como JPEG o, en el iPhone, elige «Más compatible» " +
      "en Ajustes › Cámara › Formatos: así guardará las fotos nuevas como JPEG.",
    "unsupported-format": "No podemos usar este formato de imagen. Sube una foto en JPEG, PNG, WebP o AVIF.",
    "not-a-picture": "Este archivo no es una imagen que podamos leer. Elige una foto en JPEG, PNG, WebP o AVIF.",
    "too-many-pixels": "Esta imagen tiene demasiada resolución (máximo {maxMegapixels} megapíxeles). Sube una versión más pequeña.",
    busy: "Ahora mismo se están procesando muchas imágenes. Inténtalo de nuevo dentro de un minuto.",
  },
};

export const mediaTexts = { de, es };

/** The limits a text may name: `{maxMegabytes}` a picture, `{maxPictures}` a save, `{maxMegapixels}`. */
export const pictureLimits = {
  maxMegabytes: maxPictureBytes / (1024 * 1024),
  maxPictures: maxPicturesPerSave,
  maxMegapixels: maxPicturePixels / 1_000_000,
};

/** The text of a refusal in the editor's language, with the limits filled in. */
export const pictureRefusalText = (locale: Locale, refusal: PictureRefusal): string =>
  format(mediaTexts[locale].refusals[refusal], pictureLimits);
