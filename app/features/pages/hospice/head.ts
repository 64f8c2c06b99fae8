import type { PageHead } from "~/pages/page-entry";

/** Title and description of the hospice page; the head helper adds the site name. */
export const hospiceHead = {
  de: {
    title: "Hospiz für alte und kranke Hunde",
    description: "Unser Hospiz gibt alten und kranken Hunden in Spanien einen würdevollen Lebensabend.",
  },
  es: {
    title: "Hospicio para perros mayores y enfermos",
    description: "Nuestro hospicio da a los perros mayores y enfermos una vejez digna en España.",
  },
} satisfies PageHead;
