import type { TeamErrorCode } from "./fields";

/**
 * The team section's words (`/admin/team`), German and Spanish (`es` typed by `de`: a missing text is a type error).
 * `{placeholders}` are filled by `format()`; the picture limits (`{maxMegabytes}`) by the loader.
 */
const de = {
  title: "Team",
  intro:
    "Die Menschen auf der Seite „Über uns“, in der Reihenfolge, in der sie dort stehen. Mit den Pfeilen änderst du die Reihenfolge; jede Änderung ist sofort auf beiden Websites.",
  create: "Neues Teammitglied",
  newTitle: "Neues Teammitglied",
  none: "Noch niemand im Team: Die Seite „Über uns“ zeigt dann keinen Abschnitt mit Personen.",
  deleted: "„{name}“ wurde gelöscht.",
  moveUp: "Nach oben",
  moveDown: "Nach unten",
  moveUpLabel: "„{item}“ nach oben schieben",
  moveDownLabel: "„{item}“ nach unten schieben",
  history: "Verlauf",
  back: "Zurück zum Team",
  fields: {
    name: "Name",
    positionDe: "Aufgabe im Verein (Deutsch)",
    positionEs: "Aufgabe im Verein (Spanisch)",
    displayOrder: "Position in der Reihenfolge",
    displayOrderHint: "Kleinere Zahlen stehen weiter vorn. Einfacher geht es mit den Pfeilen in der Liste.",
    image: "Foto",
    imageHint:
      "JPEG, PNG, WebP oder AVIF, höchstens {maxMegabytes} MB – ein Foto direkt vom Handy geht. Es wird rund ausgeschnitten: Das Gesicht sollte in der Mitte sein. Ein neues Foto ersetzt das bisherige.",
    removeImage: "Foto entfernen (dann erscheint ein neutraler Umriss)",
  },
  save: "Speichern",
  saving: "Wird gespeichert …",
  saved: "Gespeichert. Die Seite „Über uns“ zeigt die Änderung schon.",
  invalid: "Bitte prüfe die markierten Felder.",
  pictureRefused: "Das Foto „{name}“ wurde nicht übernommen: {reason}",
  chooseAgain: "Das gewählte Foto wurde nicht gespeichert: Bitte wähle es noch einmal aus.",
  errors: {
    required: "Bitte ausfüllen.",
    tooLong: "Das ist zu lang (höchstens 120 Zeichen).",
    orderInvalid: "Bitte eine ganze Zahl von 0 bis 9999 eingeben.",
  } satisfies Record<TeamErrorCode, string>,
  deleteHeading: "Löschen",
  deleteOpen: "Löschen …",
  deleteConfirm:
    "Wirklich löschen? Die Person verschwindet sofort von der Seite „Über uns“, mit allen gespeicherten Fassungen. Das lässt sich nicht rückgängig machen.",
  deleteSubmit: "Ja, endgültig löschen",
  founder: {
    link: "Foto der Gründerin des Hospizes",
    title: "Foto der Gründerin des Hospizes",
    intro:
      "Das Foto steht auf der Seite „Hospiz“ neben dem Namen {name}. Den Namen änderst du in den Einstellungen; jedes Speichern hier ist dort als neue Fassung im Verlauf.",
    image: "Foto von {name}",
    removeImage: "Foto entfernen (dann erscheint wieder der Platzhalter)",
    saved: "Gespeichert. Die Seite „Hospiz“ zeigt das Foto schon.",
  },
};

const es: typeof de = {
  title: "Equipo",
  intro:
    "Las personas de la página «Sobre nosotros», en el orden en que aparecen allí. Con las flechas cambias el orden; cada cambio se ve al instante en las dos webs.",
  create: "Nuevo miembro del equipo",
  newTitle: "Nuevo miembro del equipo",
  none: "Todavía no hay nadie en el equipo: la página «Sobre nosotros» no muestra entonces ninguna sección con personas.",
  deleted: "«{name}» se ha eliminado.",
  moveUp: "Subir",
  moveDown: "Bajar",
  moveUpLabel: "Subir a «{item}»",
  moveDownLabel: "Bajar a «{item}»",
  history: "Historial",
  back: "Volver al equipo",
  fields: {
    name: "Nombre",
    positionDe: "Función en la asociación (alemán)",
    positionEs: "Función en la asociación (español)",
    displayOrder: "Posición en el orden",
    displayOrderHint: "Los números más bajos van delante. Es más fácil con las flechas de la lista.",
    image: "Foto",
    imageHint:
      "JPEG, PNG, WebP o AVIF, como máximo {maxMegabytes} MB: vale una foto tomada con el móvil. Se recorta en redondo: la cara debería estar en el centro. Una foto nueva sustituye a la anterior.",
    removeImage: "Quitar la foto (aparece entonces una silueta neutra)",
  },
  save: "Guardar",
  saving: "Guardando…",
  saved: "Guardado. La página «Sobre nosotros» ya muestra el cambio.",
  invalid: "Revisa los campos marcados, por favor.",
  pictureRefused: "No se ha guardado la foto «{name}»: {reason}",
  chooseAgain: "La foto elegida no se ha guardado: vuelve a elegirla, por favor.",
  errors: {
    required: "Rellena este campo, por favor.",
    tooLong: "Es demasiado largo (máximo 120 caracteres).",
    orderInvalid: "Escribe un número entero del 0 al 9999, por favor.",
  },
  deleteHeading: "Eliminar",
  deleteOpen: "Eliminar…",
  deleteConfirm:
    "¿Eliminar de verdad? La persona desaparece al instante de la página «Sobre nosotros», con todas sus versiones guardadas. No se puede deshacer.",
  deleteSubmit: "Sí, eliminar definitivamente",
  founder: {
    link: "Foto de la fundadora del hospicio",
    title: "Foto de la fundadora del hospicio",
    intro:
      "La foto aparece en la página «Hospicio» junto al nombre {name}. El nombre se cambia en los ajustes; cada vez que guardas aquí, queda allí como versión nueva en el historial.",
    image: "Foto de {name}",
    removeImage: "Quitar la foto (vuelve a aparecer el marcador de posición)",
    saved: "Guardado. La página «Hospicio» ya muestra la foto.",
  },
};

export const teamTexts = { de, es };
