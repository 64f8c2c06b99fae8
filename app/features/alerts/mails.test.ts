import { describe, expect, it } from "vitest";
import { alertMail, confirmationMail } from "./mails";

const dogs = [
  {
    name: "Bello",
    headline: "Verschmust & verspielt",
    url: "https://www.example.de/hunde/bello-a0b00001",
    imageUrl: "https://www.example.de/images/dogs/1/x/320.webp",
  },
  { name: "Luna", headline: "", url: "https://www.example.de/hunde/luna-a0b00002", imageUrl: undefined },
];

describe("alert mails", () => {
  it("asks for confirmation with the link, in German", () => {
    const mail = confirmationMail({
      to: "ana@example.org",
      locale: "de",
      filterLabel: "Alle Hunde",
      confirmUrl: "https://www.example.de/hunde-alarm/bestaetigen?token=abc",
    });
    expect(mail.subject).toBe("Bitte bestätige: neue Hunde per E-Mail");
    expect(mail.text).toBe(
      [
        "Hallo,",
        "",
        "du möchtest per E-Mail erfahren, wenn neue Hunde zu deiner Auswahl „Alle Hunde“ dazukommen. Bitte bestätige das mit diesem Link:",
        "",
        "https://www.example.de/hunde-alarm/bestaetigen?token=abc",
        "",
        "Solange du nicht bestätigst, schicken wir dir nichts. Ohne Bestätigung löschen wir deine Adresse nach 48 Stunden.",
        "",
        "Warst du das nicht? Dann ignoriere diese E-Mail einfach.",
      ].join("\n"),
    );
    expect(mail.html).toContain('<a href="https://www.example.de/hunde-alarm/bestaetigen?token=abc">Anmeldung bestätigen</a>');
    expect(mail.headers).toBeUndefined();
  });

  it("asks for confirmation in Spanish", () => {
    const mail = confirmationMail({
      to: "ana@example.org",
      locale: "es",
      filterLabel: "Alemania",
      confirmUrl: "https://www.example.es/avisos-de-perros/confirmar?token=abc",
    });
    expect(mail.subject).toBe("Por favor confirma: perros nuevos por correo");
    expect(mail.text).toContain(
      "quieres saber por correo cuándo llegan perros nuevos a tu selección «Alemania». Por favor confírmalo con este enlace:",
    );
  });

  it("lists the new dogs with picture, name, headline and link, and offers one-click unsubscribing (RFC 8058)", () => {
    const unsubscribeUrl = "https://www.example.de/hunde-alarm/abbestellen?token=xyz";
    const mail = alertMail({ to: "ana@example.org", locale: "de", filterLabel: "Alle Hunde", dogs, unsubscribeUrl });
    expect(mail.subject).toBe("2 neue Hunde bei uns, darunter Bello");
    expect(mail.text).toBe(
      [
        "Hallo,",
        "",
        "neu in deiner Auswahl „Alle Hunde“:",
        "",
        "Bello",
        "Verschmust & verspielt",
        "https://www.example.de/hunde/bello-a0b00001",
        "",
        "Luna",
        "https://www.example.de/hunde/luna-a0b00002",
        "",
        "Keine E-Mails mehr über neue Hunde? Hier abbestellen:",
        unsubscribeUrl,
      ].join("\n"),
    );
    expect(mail.html).toContain('<img src="https://www.example.de/images/dogs/1/x/320.webp" alt="Bello"');
    expect(mail.html).toContain("Verschmust &amp; verspielt");
    expect(mail.html).toContain(`<a href="${unsubscribeUrl}">`);
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("names one new dog in the subject, in Spanish", () => {
    const mail = alertMail({
      to: "ana@example.org",
      locale: "es",
      filterLabel: "Todos los perros",
      dogs: dogs.slice(0, 1),
      unsubscribeUrl: "https://x.example/baja",
    });
    expect(mail.subject).toBe("Nuevo con nosotros: Bello");
    expect(mail.text).toContain("¿No quieres más correos sobre perros nuevos? Date de baja aquí:\nhttps://x.example/baja");
  });
});
