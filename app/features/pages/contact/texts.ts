/** Texts of the contact page. */
const de = {
  title: "Kontakt",
  lead: "Du hast Fragen zu einem Hund, zur Adoption, zur Pflegestelle oder zu Spenden? Wir freuen uns auf deine Nachricht.",
  options: {
    title: "So erreichst du uns",
    email: { title: "E-Mail", text: "Schreib uns jederzeit – wir antworten meist innerhalb von ein bis zwei Tagen." },
    phone: { title: "Telefon", text: "Ruf uns an. Ist gerade niemand erreichbar, rufen wir dich zurück." },
    whatsapp: { title: "WhatsApp", text: "Schnell und unkompliziert: Schreib uns eine Nachricht per WhatsApp.", button: "Chat öffnen" },
  },
  social: {
    title: "Folge uns",
    text: "Neuigkeiten, Rettungsgeschichten und Fotos unserer Hunde teilen wir auf Facebook und Instagram.",
  },
  form: {
    title: "Schreib uns eine Nachricht",
    intro: "Fülle das Formular aus – wir melden uns so schnell wie möglich bei dir.",
  },
};

const es: typeof de = {
  title: "Contacto",
  lead: "¿Tienes preguntas sobre un perro, la adopción, la acogida o las donaciones? Nos alegrará leer tu mensaje.",
  options: {
    title: "Cómo contactarnos",
    email: { title: "Correo electrónico", text: "Escríbenos cuando quieras; normalmente respondemos en uno o dos días." },
    phone: { title: "Teléfono", text: "Llámanos. Si en ese momento no podemos atenderte, te devolvemos la llamada." },
    whatsapp: { title: "WhatsApp", text: "Rápido y sencillo: escríbenos un mensaje por WhatsApp.", button: "Abrir chat" },
  },
  social: {
    title: "Síguenos",
    text: "Compartimos noticias, historias de rescate y fotos de nuestros perros en Facebook e Instagram.",
  },
  form: {
    title: "Escríbenos un mensaje",
    intro: "Rellena el formulario y te responderemos lo antes posible.",
  },
};

export const contactTexts = { de, es };
export type ContactTexts = typeof de;
