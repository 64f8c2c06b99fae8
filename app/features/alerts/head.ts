import type { PageHead } from "~/pages/page-entry";

/** Title and description of the alert's confirmation page; the head helper adds the site name. */
export const alertConfirmHead = {
  de: { title: "Anmeldung bestätigen", description: "Bestätige, dass du E-Mails über neue Hunde bekommen möchtest." },
  es: { title: "Confirmar suscripción", description: "Confirma que quieres recibir correos sobre perros nuevos." },
} satisfies PageHead;

/** Title and description of the alert's unsubscribe page; the head helper adds the site name. */
export const alertUnsubscribeHead = {
  de: { title: "Benachrichtigungen abbestellen", description: "Keine E-Mails über neue Hunde mehr bekommen." },
  es: { title: "Darse de baja de los avisos", description: "Dejar de recibir correos sobre perros nuevos." },
} satisfies PageHead;
