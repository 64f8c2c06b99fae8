import type { Messages } from "./de";

export const es: Messages = {
  siteName: "Costa Azahar Rescate Animal",
  skipToContent: "Saltar al contenido",
  nav: {
    label: "Navegación principal",
    home: "Inicio",
    dogs: "Perros",
    adoption: "Adopción",
    fosterHome: "Casa de acogida",
    donations: "Donar & Teaming",
    about: "Sobre nosotros",
    contact: "Contacto",
    favourites: "Favoritos",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    logoLabel: "Costa Azahar Rescate Animal – ir a la página de inicio",
  },
  languageSwitch: {
    label: "DE",
    description: "Cambiar a la web alemana",
  },
  footer: {
    tagline: "Rescatamos perros callejeros en España y les buscamos familias que los quieran, desde 2013.",
    germanAssociation: "Asociación en Alemania",
    spanishAssociation: "Asociación en España",
    legalHeading: "Legal",
    followHeading: "Síguenos",
    imprint: "Aviso Legal",
    privacy: "Privacidad",
    faq: "Preguntas frecuentes",
    blog: "Blog",
    guides: "Guía",
    membership: "Hazte socio",
    email: "Correo electrónico",
    phone: "Teléfono",
    copyright: "© {year} {name}. Todos los derechos reservados.",
  },
  cookieConsent: {
    label: "Aviso de cookies",
    text: "Utilizamos cookies para analítica.",
    learnMore: "Más información",
    accept: "Aceptar",
    reject: "Rechazar",
    close: "Cerrar",
  },
  notFound: {
    title: "Página no encontrada",
    heading: "¡Vaya!",
    message: "Parece que esta página se ha escondido.",
    note: "La página que buscas no existe o ha sido movida.",
    homeButton: "Volver al inicio",
  },
  error: {
    title: "Error",
    heading: "Unexpected Application Error!",
    message: "Lo sentimos, se ha producido un error. Por favor, inténtalo de nuevo más tarde.",
    homeButton: "Volver al inicio",
  },
  meta: {
    shareImageAlt: "Logotipo de Costa Azahar Rescate Animal",
    sitemapTitle: "Mapa del sitio ({language})",
    languageNames: { de: "alemán", es: "español" },
  },
  contentSections: {
    dogs: {
      heading: "Nuestros perros",
      intro: "Aquí encontrarás todos los perros que buscan un hogar, un padrino o una plaza en nuestro hospicio.",
      loadingList: "Cargando perros...",
      loadingItem: "Cargando perro...",
    },
    blog: {
      heading: "Blog",
      intro: "Noticias, historias de rescate y experiencias de nuestro trabajo de protección animal.",
      loadingList: "Cargando artículos …",
      loadingItem: "Cargando artículo …",
    },
    guides: {
      heading: "Guía",
      intro: "Consejos prácticos sobre la adopción, la adaptación y la vida con un perro rescatado.",
      loadingList: "Cargando guías …",
      loadingItem: "Cargando guía …",
    },
  },
  pages: {
    home: {
      title: "Adopta un perro callejero de España",
      description:
        "Desde 2013 rescatamos perros callejeros en España: más de 2.900 perros rescatados o adoptados. Encuentra tu perro, acoge o dona.",
    },
    dogs: {
      title: "Perros que buscan un hogar",
      description: "Todos nuestros protegidos: perros en adopción, apadrinamiento y hospicio en España y Alemania.",
    },
    dogDetail: { title: "Perro", description: "Conoce a nuestro protegido." },
    adoption: {
      title: "Adoptar un perro – así funciona la adopción",
      description: "En 7 pasos hacia tu perro: control previo, contrato de protección, recogida en Benicarló y seguimiento.",
    },
    fosterHome: {
      title: "Hazte casa de acogida",
      description: "Como casa de acogida das a un perro un hogar temporal de 4 a 6 semanas; te acompañamos en todo momento.",
    },
    donations: {
      title: "Donar & Teaming",
      description: "Tu donación ayuda: comida, atención veterinaria, transporte y adopción de nuestros perros.",
    },
    about: {
      title: "Sobre nosotros",
      description: "Desde 2013 trabajamos por los perros callejeros en España: conoce nuestra asociación y nuestro equipo.",
    },
    contact: {
      title: "Contacto",
      description: "¿Preguntas sobre adopción, acogida o donaciones? Escríbenos por correo, WhatsApp o con el formulario.",
    },
    imprint: { title: "Aviso Legal", description: "Aviso legal e información sobre el titular de la web." },
    privacy: { title: "Privacidad", description: "Política de privacidad: qué datos tratamos y por qué." },
    blog: { title: "Blog", description: "Noticias, historias de rescate y experiencias de nuestro trabajo de protección animal." },
    blogPost: { title: "Blog", description: "Un artículo de nuestro blog." },
    membership: {
      title: "Hazte socio",
      description: "Hazte socio desde 5 € al mes y ayuda a los perros callejeros en España, como socio activo o colaborador.",
    },
    hospice: {
      title: "Hospicio para perros mayores y enfermos",
      description: "Nuestro hospicio da a los perros mayores y enfermos una vejez digna en España.",
    },
    fincaChaos: {
      title: "Finca Chaos",
      description: "La Finca Chaos: 10.000 m² de hogar para nuestros perros en España con siete parques.",
    },
    residenciaMonika: {
      title: "Residencia Monika",
      description: "La Residencia Monika: nuestro refugio colaborador en España con unos 80 perros.",
    },
    faq: {
      title: "Preguntas frecuentes",
      description: "Respuestas a las preguntas frecuentes sobre adopción, control previo, contrato de protección, costos y transporte.",
    },
    guides: { title: "Guía", description: "Guías sobre adopción, adaptación y la vida con un perro rescatado." },
    guideDetail: { title: "Guía", description: "Una guía de nuestro trabajo de protección animal." },
    favourites: { title: "Favoritos", description: "Los perros que has guardado, de un vistazo." },
    alertConfirm: { title: "Confirmar suscripción", description: "Confirma que quieres recibir correos sobre perros nuevos." },
    alertUnsubscribe: { title: "Darse de baja de los avisos", description: "Dejar de recibir correos sobre perros nuevos." },
  },
};
