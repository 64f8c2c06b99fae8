import type { SiteSettings } from "./settings";

/**
 * The settings a new site starts with: its first version in the database, and the yardstick of the go-live
 * checklist, which names every fact still equal to this example (still-example.ts). The association's real values
 * are entered in the workspace (`/admin/settings`), never here. Example numbers and bank details are valid in form,
 * so that an editor can save the page while some of them are still to be replaced.
 */
export const firstSettings: SiteSettings = {
  brand: "Costa Azahar Hundehilfe",
  foundingYear: 2013,
  associations: {
    de: {
      legalName: "Costa Azahar Hundehilfe e.V.",
      shortName: "Costa Azahar Hundehilfe",
      email: "info@hundehilfe-example.de",
      phone: "+494524000000",
      whatsapp: "494524000000",
      address: { street: "Musterweg 1", postalCode: "23701", city: "Süsel", region: "Schleswig-Holstein", country: "Deutschland" },
      register: "Amtsgericht Lübeck, VR 0000 (Beispiel)",
      representedBy: "Anna Beispiel (1. Vorsitzende)",
      taxNote: "Vom Finanzamt Ostholstein als gemeinnützig anerkannt (Beispiel).",
    },
    es: {
      legalName: "Asociación Costa Azahar Rescate Animal",
      shortName: "Costa Azahar Rescate Animal",
      email: "info@rescate-example.es",
      phone: "+34964000000",
      whatsapp: "34964000000",
      address: { street: "Calle Ejemplo 1", postalCode: "12580", city: "Benicarló", region: "Castellón", country: "España" },
      register: "Registro de Asociaciones de la Comunitat Valenciana, n.º CS-0000 (ejemplo)",
      representedBy: "María Ejemplo (presidenta)",
      taxNote: "CIF G00000000 (ejemplo)",
    },
  },
  bank: {
    de: {
      recipient: "Costa Azahar Hundehilfe e.V.",
      iban: "DE89370400440532013000",
      bic: "BEISDEF1XXX",
      bank: "Beispielbank Ostholstein",
      paypalEmail: "paypal@hundehilfe-example.de",
      paypalMe: "https://www.paypal.me/example-hundehilfe",
    },
    es: {
      recipient: "Asociación Costa Azahar Rescate Animal",
      iban: "ES9121000418450200051332",
      bic: "EJEMESM1XXX",
      bank: "Banco Ejemplo",
      paypalEmail: "paypal@rescate-example.es",
      paypalMe: "https://www.paypal.me/example-rescate",
    },
  },
  social: {
    facebook: "https://www.facebook.com/example-hundehilfe",
    instagram: "https://www.instagram.com/example_hundehilfe",
  },
  externalRedirects: {
    paypalHospice: "https://www.paypal.com/donate/?hosted_button_id=EXAMPLEHOSPIZ",
    paypal: "https://www.paypal.com/donate/?hosted_button_id=EXAMPLEGENERAL",
    teamingResidencia: "https://www.teaming.net/example-residencia-monika",
  },
  teaming: {
    general: "https://www.teaming.net/example-hundehilfe",
    sponsorDogs: "https://www.teaming.net/example-patenhunde",
  },
  adoptionPlatforms: [
    { name: "tiervermittlung.de", url: "https://www.tiervermittlung.de/" },
    { name: "Tierschutz-Shop Vermittlungshilfe", url: "https://www.example-adoption-platform.org/" },
  ],
  shelters: {
    fincaChaos: {
      address: { street: "Partida Mas de Chaos s/n", postalCode: "12580", city: "Benicarló", region: "Castellón", country: "España" },
      latitude: 40.4302,
      longitude: 0.3901,
    },
    residenciaMonika: {
      address: { street: "Camí de la Residència s/n", postalCode: "12500", city: "Vinaròs", region: "Castellón", country: "España" },
      latitude: 40.4705,
      longitude: 0.4747,
    },
  },
  hospiceFounder: { name: "Anna Beispiel", photo: "/images/placeholders/hospice-founder.svg" },
  fincaChaosVideos: [
    { youtubeId: "EXAMPLEvid1", title: { de: "Rundgang über die Finca Chaos", es: "Recorrido por la Finca Chaos" } },
    { youtubeId: "EXAMPLEvid2", title: { de: "Ein Tag in den Ausläufen", es: "Un día en los parques" } },
    { youtubeId: "EXAMPLEvid3", title: { de: "Das Hundewohnzimmer", es: "La sala de estar de los perros" } },
  ],
  geo: {
    de: { latitude: 54.0786, longitude: 10.7072 },
    es: { latitude: 40.4165, longitude: 0.4257 },
  },
};
