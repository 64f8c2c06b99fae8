import type { PageHead } from "~/pages/page-entry";

/** Title and description of the blog; the head helper adds the site name. */
export const blogHead = {
  de: { title: "Blog", description: "Neuigkeiten, Rettungsgeschichten und Erfahrungen aus unserer Tierschutzarbeit." },
  es: { title: "Blog", description: "Noticias, historias de rescate y experiencias de nuestro trabajo de protección animal." },
} satisfies PageHead;

/** Title and description of a post's page (its loader puts the post's own); the head helper adds the site name. */
export const blogPostHead = {
  de: { title: "Blog", description: "Ein Beitrag aus unserem Blog." },
  es: { title: "Blog", description: "Un artículo de nuestro blog." },
} satisfies PageHead;
