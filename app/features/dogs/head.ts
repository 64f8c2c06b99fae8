import type { PageHead } from "~/pages/page-entry";

/** Title and description of the dog list; the head helper adds the site name. */
export const dogsHead = {
  de: {
    title: "Hunde aus Spanien suchen ein Zuhause",
    description: "Alle unsere Schützlinge auf einen Blick: Hunde zur Adoption, Patenhunde und Hospizhunde in Spanien und Deutschland.",
  },
  es: {
    title: "Perros que buscan un hogar",
    description: "Todos nuestros protegidos: perros en adopción, apadrinamiento y hospicio en España y Alemania.",
  },
} satisfies PageHead;

/** Title and description of a dog's page (its loader puts the dog's own); the head helper adds the site name. */
export const dogDetailHead = {
  de: { title: "Hund", description: "Lerne unseren Schützling kennen." },
  es: { title: "Perro", description: "Conoce a nuestro protegido." },
} satisfies PageHead;
