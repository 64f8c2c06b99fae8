/**
 * The team a new site shows on its about page until the association enters its own (`/admin/team`): examples,
 * named as such by the go-live checklist. Stored as the first team members of a new database.
 */
export const firstTeam = [
  { name: "Anna Beispiel", positionDe: "1. Vorsitzende", positionEs: "Presidenta", image: "/images/placeholders/team-1.svg" },
  { name: "Jonas Muster", positionDe: "2. Vorsitzender", positionEs: "Vicepresidente", image: "/images/placeholders/team-2.svg" },
  { name: "Lucía Ejemplo", positionDe: "Schriftführerin", positionEs: "Secretaria", image: "/images/placeholders/team-3.svg" },
  { name: "Petra Probe", positionDe: "Kassenwartin", positionEs: "Tesorera", image: "/images/placeholders/team-4.svg" },
] as const;
