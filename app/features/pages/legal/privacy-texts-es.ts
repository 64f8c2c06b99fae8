import { CONSENT_STORAGE_KEY, CONSENT_VALIDITY_DAYS } from "~/features/consent/consent";
import { FAVOURITES_STORAGE_KEY } from "~/features/favourites/list";
import { PRIVACY_VIDEO_ANCHOR } from "./anchors";
import { type LegalSection, lines, list, paragraph } from "./legal-document";
import { INSIGHTS_KEPT_YEARS, INSIGHTS_SECTION_HEADING, LOG_RETENTION_DAYS, address, spanish } from "./privacy-facts";
import type { PrivacyTexts } from "./privacy-texts-de";

/** The Spanish privacy policy (RGPD/LOPDGDD). */
export const privacyEs: PrivacyTexts = {
  title: "Política de privacidad",
  dateLine: "Última actualización: {date}",
  sections: [
    {
      heading: "Responsable del tratamiento",
      blocks: [
        lines(spanish.legalName, ...address(spanish)),
        paragraph(`Identificación fiscal: ${spanish.taxNote}`),
        { kind: "contact", email: spanish.email, phone: spanish.phone, labels: { email: "Correo electrónico", phone: "Teléfono" } },
        paragraph(
          "No hemos designado un delegado de protección de datos porque no estamos obligados a ello. Para cualquier cuestión sobre protección de datos puedes escribirnos a la dirección de correo indicada.",
        ),
      ],
    },
    {
      heading: "Resumen",
      blocks: [
        paragraph(
          "Tratamos datos personales solo en la medida necesaria para el funcionamiento de esta web y de nuestra labor como asociación. No vendemos datos, no mostramos publicidad y no usamos cookies de análisis ni de publicidad.",
        ),
        paragraph(
          "Sin tu consentimiento, tu navegador no se conecta con terceros: las páginas, las fuentes, las imágenes y los scripts se cargan exclusivamente desde nuestro propio servidor.",
        ),
      ],
    },
    {
      id: "registros-servidor",
      heading: "Alojamiento y registros del servidor",
      blocks: [
        paragraph(
          "Esta web funciona en un servidor de un proveedor de alojamiento en la UE. En cada visita, el servidor trata automáticamente:",
        ),
        list(
          "tu dirección IP,",
          "la fecha y la hora de la visita,",
          "la dirección (URL) solicitada y el código de estado de la respuesta,",
          "el navegador y el sistema operativo (user agent).",
        ),
        paragraph(
          `La finalidad es un funcionamiento seguro y estable: detectar errores, defendernos de ataques y proteger los formularios frente a abusos masivos. Para ello el servidor cuenta brevemente, en memoria, cuántos formularios se envían desde una misma dirección IP. La base jurídica es nuestro interés legítimo (art. 6.1.f RGPD). Eliminamos los registros a los ${LOG_RETENTION_DAYS} días, salvo que sean necesarios más tiempo para aclarar un incidente de seguridad concreto.`,
        ),
        paragraph("Hemos firmado con el proveedor de alojamiento un contrato de encargo del tratamiento (art. 28 RGPD)."),
      ],
    },
    {
      id: "formularios",
      heading: "Formularios: solicitudes y altas de socio",
      blocks: [
        paragraph(
          "Cuando nos escribes a través de un formulario (solicitud de adopción o de contacto, solicitud de casa de acogida, solicitud de apadrinamiento o de donación, alta de socio), tratamos los datos que nos indicas. Según el formulario son, por ejemplo, nombre, correo electrónico, teléfono, dirección, datos sobre tu vivienda y tu experiencia con perros y tu mensaje; en el alta de socio, además, tratamiento, fecha de nacimiento, fecha de alta, periodicidad de pago y, de forma voluntaria, tu nombre de Facebook.",
        ),
        paragraph(
          "Tus datos se guardan en la base de datos de nuestro servidor y se envían por correo electrónico al buzón de la asociación. Para que ninguna solicitud se pierda, el correo se guarda junto con la solicitud en una bandeja de salida de la misma base de datos; desde allí lo entrega nuestro proveedor de correo y, si el envío falla, se reintenta automáticamente.",
        ),
        paragraph(
          "Después del envío recibes un acuse de recibo en el correo electrónico indicado: lo que nos enviaste, cómo seguimos y cómo contactarnos. Sale por la misma bandeja de salida; a una misma dirección enviamos como máximo tres acuses por hora, para que nadie pueda usar el formulario para llenar buzones ajenos. Para ello contamos los acuses durante una hora bajo un valor hash de la dirección, no bajo la dirección misma.",
        ),
        paragraph(
          "Un campo invisible para las personas nos ayuda a detectar envíos automáticos de spam. Tu aceptación de la política de privacidad en el formulario no se envía.",
        ),
        paragraph(
          "La base jurídica es la preparación y ejecución de una adopción, acogida, apadrinamiento o membresía (art. 6.1.b RGPD) y, en consultas generales, nuestro interés legítimo en responderte (art. 6.1.f RGPD).",
        ),
        paragraph(
          "Eliminamos las consultas resueltas como máximo a los 12 meses. Los datos de adopciones, apadrinamientos y socios los conservamos mientras dure la relación y, después, durante los plazos que exija la ley (en materia fiscal, hasta 6 años).",
        ),
      ],
    },
    {
      id: "avisos-perros",
      heading: "Avisos de perros nuevos",
      blocks: [
        paragraph(
          "En la lista de perros puedes suscribirte a correos sobre perros nuevos. Para ello guardamos tu correo electrónico, tu selección (tipo y lugar de los perros), el idioma y la dirección de la web en la que te suscribiste, y el momento y el texto exacto de tu consentimiento.",
        ),
        paragraph(
          "La suscripción solo vale cuando abres el enlace de nuestro correo de confirmación y confirmas allí (doble opt-in); antes no te enviamos nada más. Las suscripciones sin confirmar las borramos a las 48 horas. Después recibes como máximo un correo al día cuando llegan perros nuevos a tu selección.",
        ),
        paragraph(
          "Cada uno de estos correos lleva un enlace para darte de baja; basta un clic y borramos tu suscripción. La base jurídica es tu consentimiento (art. 6.1.a RGPD), que puedes retirar en cualquier momento.",
        ),
      ],
    },
    {
      id: "consentimiento",
      heading: "Aviso de cookies y tu decisión",
      blocks: [
        paragraph(
          `Guardamos tu decisión en el aviso de cookies únicamente en tu navegador (almacenamiento local) con la clave «${CONSENT_STORAGE_KEY}»: si aceptas la analítica, cuándo decidiste y cuándo caduca la decisión. A los ${CONSENT_VALIDITY_DAYS} días te lo volvemos a preguntar. Este dato no se nos transmite.`,
        ),
        paragraph(
          `Los perros que marcas con el corazón en tus favoritos también se guardan solo en tu navegador (almacenamiento local, clave «${FAVOURITES_STORAGE_KEY}»): ninguna cookie, ningún registro en nuestro servidor. Si compartes el enlace de tus favoritos, solo contiene los identificadores de los perros.`,
        ),
        paragraph(
          "Los servicios de analítica de terceros solo se cargan después de que hayas aceptado; antes no hay ninguna conexión con terceros. Actualmente no hay ningún servicio de este tipo integrado (nuestra propia estadística de visitas sin cookies se describe en el apartado siguiente). Si quieres cambiar tu decisión, borra los datos del sitio en tu navegador y el aviso volverá a aparecer.",
        ),
        paragraph(
          "La base jurídica para guardar tu decisión es el art. 22.2 LSSI-CE junto con el art. 6.1.c RGPD (prueba del consentimiento); para una futura analítica, tu consentimiento (art. 6.1.a RGPD).",
        ),
      ],
    },
    {
      heading: INSIGHTS_SECTION_HEADING.es,
      blocks: [
        paragraph(
          "Para saber qué perros se ven y cuáles se solicitan, nuestro propio servidor cuenta cuántas veces se abre cada página y cada perro, de qué web llegan los visitantes (solo su dirección, nunca la página) y cuántos visitantes distintos hubo en un día. Para esto último, el servidor calcula un hash a partir de tu dirección IP, los datos de tu navegador (user agent), la dirección de nuestra web y un valor aleatorio del día. Tu dirección IP y tu user agent no se guardan; el hash solo hasta el final del día: al día siguiente lo borramos junto con el valor aleatorio, y a partir de entonces ninguna visita puede asociarse a un navegador, tampoco a lo largo de varios días.",
        ),
        paragraph(
          "Además, un pequeño script de nuestra web cuenta cuántas veces se añade un perro a favoritos, se comparte o se imprime su cartel, y qué búsquedas en la lista de perros no encontraron nada, sin ningún dato sobre ti. Si rechazaste la analítica en el aviso de cookies, no envía nada.",
        ),
        paragraph(
          `No se instalan cookies, no se guarda nada en tu navegador y no se transmite ningún dato a terceros. Si tu navegador envía «Do Not Track» o «Global Privacy Control», no contamos tu visita. Solo quedan sumas diarias (por ejemplo, «página /perros: 120 vistas, 80 visitantes»), que borramos a los ${INSIGHTS_KEPT_YEARS} años.`,
        ),
        paragraph(
          "Como no se guarda nada en tu dispositivo, nada va a terceros y no quedan datos personales, este recuento no necesita consentimiento. La base jurídica para el breve tratamiento de tu dirección IP hasta el hash es nuestro interés legítimo en saber qué perros necesitan más atención (art. 6.1.f RGPD).",
        ),
      ],
    },
    {
      id: "fotos-perros",
      heading: "Fotos de nuestros perros",
      blocks: [
        paragraph(
          "Gestionamos a nuestros perros y sus fotos en el programa de adopciones de un proveedor externo. Nuestro servidor obtiene de allí la lista de perros y las imágenes, las guarda temporalmente y las entrega él mismo a tu navegador. Tu navegador solo se conecta con nuestro servidor; no se transmite ningún dato tuyo al proveedor.",
        ),
      ],
    },
    {
      id: PRIVACY_VIDEO_ANCHOR,
      heading: "Vídeos de YouTube",
      blocks: [
        paragraph(
          "En la página «Finca Chaos» mostramos vídeos de YouTube en el modo de privacidad mejorada (youtube-nocookie.com). Antes de que hagas clic en un vídeo no se carga nada de YouTube; solo ves una imagen de vista previa de nuestro servidor.",
        ),
        paragraph(
          "Solo al hacer clic tu navegador carga el reproductor de Google Ireland Limited, Gordon House, Barrow Street, Dublín 4, Irlanda. Google recibe, entre otros datos, tu dirección IP e información sobre tu navegador; es posible una transferencia a Google LLC en EE. UU., certificada conforme al Marco de Privacidad de Datos UE-EE. UU. La base jurídica es tu consentimiento mediante el clic (art. 6.1.a RGPD).",
        ),
      ],
    },
    {
      heading: "Enlaces a otros servicios",
      blocks: [
        paragraph(
          "PayPal, Teaming, Facebook, Instagram, WhatsApp y los portales de adopción solo están enlazados. Únicamente al hacer clic en uno de esos enlaces sales de nuestra web; a partir de ese momento se aplica la política de privacidad del proveedor correspondiente.",
        ),
      ],
    },
    {
      heading: "Destinatarios de tus datos",
      blocks: [
        paragraph(
          "Solo ven tus datos los miembros de la asociación que atienden tu solicitud y nuestros encargados del tratamiento para el alojamiento y el envío de correo. No cedemos tus datos con fines publicitarios.",
        ),
      ],
    },
    {
      heading: "Tus derechos",
      blocks: [
        paragraph("Puedes ejercer en cualquier momento tus derechos de"),
        list(
          "acceso a tus datos (art. 15 RGPD),",
          "rectificación (art. 16 RGPD),",
          "supresión (art. 17 RGPD),",
          "limitación del tratamiento (art. 18 RGPD),",
          "portabilidad (art. 20 RGPD),",
          "oposición al tratamiento basado en el interés legítimo (art. 21 RGPD),",
          "retirada del consentimiento con efectos para el futuro (art. 7.3 RGPD).",
        ),
        paragraph(
          "Además, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), C/ Jorge Juan 6, 28001 Madrid, www.aepd.es.",
        ),
      ],
    },
    {
      heading: "Seguridad",
      blocks: [
        paragraph(
          "La conexión con esta web está cifrada (HTTPS). Solo tienen acceso a la base de datos las personas que lo necesitan para la labor de la asociación.",
        ),
      ],
    },
    {
      heading: "Cambios",
      blocks: [
        paragraph(
          "Adaptamos esta política de privacidad cuando cambia nuestra web o la normativa. Se aplica la versión publicada en esta página.",
        ),
      ],
    },
  ] as LegalSection[],
};
