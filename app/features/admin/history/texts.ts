/** The history pages' words (`…/history`), German and Spanish (`es` typed by `de`). */
const de = {
  title: "Verlauf: {item}",
  intro:
    "Jedes Speichern ist hier als Fassung festgehalten, die neueste zuerst. Eine ältere Fassung wiederherstellen speichert sie als neue Fassung: Es geht nichts verloren.",
  back: "Zurück",
  version: "Fassung {version}",
  by: "von {editor}",
  bySite: "mitgeliefert",
  byFormer: "von einer früheren Person aus dem Team",
  changed: "Geändert: {fields}",
  firstVersion: "Erste Fassung",
  unchanged: "Nichts geändert",
  restoredFrom: "Wiederhergestellt aus Fassung {version}",
  published: "Zur geplanten Zeit veröffentlicht",
  current: "Aktuelle Fassung",
  restore: "Fassung {version} wiederherstellen",
  restored: "Fassung {version} wurde als neue Fassung wiederhergestellt.",
  none: "Noch keine Fassung gespeichert: Es gilt die mitgelieferte.",
  notFound: "Diese Fassung gibt es nicht.",
  invalid: "Diese Fassung lässt sich nicht wiederherstellen: {reason}",
  history: "Verlauf",
};

const es: typeof de = {
  title: "Historial: {item}",
  intro:
    "Cada vez que se guarda queda aquí como versión, la más reciente primero. Restaurar una versión anterior la guarda como versión nueva: no se pierde nada.",
  back: "Volver",
  version: "Versión {version}",
  by: "de {editor}",
  bySite: "incluida en la web",
  byFormer: "de una persona que ya no está en el equipo",
  changed: "Cambiado: {fields}",
  firstVersion: "Primera versión",
  unchanged: "Sin cambios",
  restoredFrom: "Restaurada desde la versión {version}",
  published: "Publicada a la hora programada",
  current: "Versión actual",
  restore: "Restaurar la versión {version}",
  restored: "La versión {version} se ha restaurado como versión nueva.",
  none: "Todavía no hay ninguna versión guardada: vale la incluida en la web.",
  notFound: "Esa versión no existe.",
  invalid: "Esta versión no se puede restaurar: {reason}",
  history: "Historial",
};

export const historyTexts = { de, es };
export type HistoryTexts = typeof de;
