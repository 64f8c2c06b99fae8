import type { PageHead } from "~/pages/page-entry";

/** Title and description of the about page; the head helper adds the site name. */
export const aboutHead = {
  de: {
    title: "Über uns",
    description: "Seit 2013 setzen wir uns für Straßenhunde in Spanien ein – lerne unseren Verein und unser Team kennen.",
  },
  es: {
    title: "Sobre nosotros",
    description: "Desde 2013 trabajamos por los perros callejeros en España: conoce nuestra asociación y nuestro equipo.",
  },
} satisfies PageHead;
