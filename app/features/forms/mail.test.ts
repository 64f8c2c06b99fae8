import { describe, expect, it } from "vitest";
import { buildMail, requestFields } from "./mail";
import { mailRecipient } from "./submit.server";

const receivedAt = new Date("2026-11-21T09:30:00Z");
const base = { submissionId: "0b9c7c1e-1111-4222-8333-944455556666", receivedAt, to: "info@verein.example" };

describe("the association's mail", () => {
  it("adoption (de): subject names form and dog, every field with its label, reply-to the visitor", () => {
    const mail = buildMail({
      ...base,
      formType: "adoption",
      locale: "de",
      data: {
        dog: "Bruno",
        name: "Maria Muster",
        email: "maria@example.org",
        phone: "+49 170 1234567",
        livingSituation: "Haus mit Garten",
        experience: "Zwei Hunde",
        message: "Erste Zeile\nZweite Zeile",
      },
    });
    expect(mail.subject).toBe("Adoptionsanfrage für Bruno");
    expect(mail.to).toBe("info@verein.example");
    expect(mail.replyTo).toBe("maria@example.org");
    expect(mail.text).toBe(
      [
        "Neue Adoptionsanfrage über die Website",
        "",
        "Hund: Bruno",
        "Name: Maria Muster",
        "E-Mail: maria@example.org",
        "Telefon: +49 170 1234567",
        "Wohnsituation: Haus mit Garten",
        "Erfahrung mit Hunden: Zwei Hunde",
        "Nachricht:",
        "Erste Zeile",
        "Zweite Zeile",
        "",
        "",
        "Eingegangen am: 21. November 2026 um 10:30",
        "Referenz: 0b9c7c1e-1111-4222-8333-944455556666",
        "",
        "Antworte direkt auf diese E-Mail, um die Person zu erreichen.",
      ].join("\n"),
    );
    expect(mail.html).toContain('<th align="left" valign="top" style="border-bottom:1px solid #ddd">Nachricht</th>');
    expect(mail.html).toContain("Erste Zeile<br/>Zweite Zeile");
  });

  it("escapes everything the visitor wrote in the HTML part", () => {
    const mail = buildMail({
      ...base,
      formType: "contact",
      locale: "de",
      data: { name: 'Tom & "Jerry"', email: "t@example.org", phone: "", message: "a < b > c 'quoted'" },
    });
    expect(mail.html).toContain("Tom &amp; &quot;Jerry&quot;");
    expect(mail.html).toContain("a &lt; b &gt; c &#x27;quoted&#x27;");
    expect(mail.html).not.toContain("a < b");
    expect(mail.text).toContain("Telefon: –");
    expect(mail.subject).toBe('Kontaktanfrage von Tom & "Jerry"');
  });

  it("sponsorship (es): amount in euros per month, yes/no, the form it came from", () => {
    const mail = buildMail({
      ...base,
      formType: "sponsorship",
      locale: "es",
      data: { dogName: "Luna", yourName: "Ana", email: "ana@example.es", amount: 25, publishName: true, source: "donationsPage" },
    });
    expect(mail.subject).toBe("Solicitud de apadrinamiento para Luna");
    expect(mail.text).toContain("Importe mensual: 25,00\u00a0€ al mes");
    expect(mail.text).toContain("Publicar el nombre como padrino o madrina: Sí");
    expect(mail.text).toContain("Formulario: Página de donaciones");
    expect(mail.text).toContain("Recibido el: 21 de noviembre de 2026 a las 10:30");
  });

  it("contact with a dog, donation and membership name what they are about", () => {
    const contact = buildMail({
      ...base,
      formType: "contact",
      locale: "es",
      data: { dogName: "Kira", name: "Ana", email: "a@example.es", message: "…" },
    });
    expect(contact.subject).toBe("Consulta sobre Kira de Ana");
    const donation = buildMail({
      ...base,
      formType: "donation",
      locale: "de",
      data: { purpose: "Hospiz", name: "Maria", email: "m@example.org", amount: 50, message: "" },
    });
    expect(donation.subject).toBe("Spende für Hospiz von Maria");
    expect(donation.text).toContain("Betrag in €: 50,00\u00a0€");
    const membership = buildMail({
      ...base,
      formType: "membership",
      locale: "de",
      data: {
        membershipType: "active",
        salutation: "female",
        firstName: "Maria",
        lastName: "Muster",
        birthday: "1990-05-17",
        street: "Musterweg 1",
        postalCode: "23701",
        city: "Süsel",
        country: "Deutschland",
        email: "m@example.org",
        phone: "+49 4524 1234567",
        entryDate: "2026-12-01",
        paymentInterval: "quarterly",
      },
    });
    expect(membership.subject).toBe("Mitgliedsantrag von Maria Muster");
    for (const line of [
      "Mitgliedsvariante: Aktives Mitglied",
      "Anrede: Frau",
      "Geburtsdatum: 17. Mai 1990",
      "Adresszusatz: –",
      "Eintrittsdatum: 1. Dezember 2026",
      "Zahlungsintervall: Vierteljährlich",
      "Mobil: –",
    ]) {
      expect(membership.text).toContain(line);
    }
  });

  it("goes to MAIL_TO_* when set, else to the variant's address of the site config", () => {
    expect(mailRecipient("de")).toBe("info@hundehilfe-example.de");
    expect(mailRecipient("es")).toBe("info@rescate-example.es");
    expect(mailRecipient("es", { es: "socios@example.es" })).toBe("socios@example.es");
  });
});

describe("requestFields", () => {
  it("lists every field of the form in its order, labelled and formatted in the language asked for, empty ones empty", () => {
    const data = { dogName: "Rex", yourName: "Søren Åberg", email: "s@example.org", amount: 25, publishName: true, source: "dogPage" };
    expect(requestFields({ formType: "sponsorship", locale: "es", data })).toEqual([
      { field: "dogName", label: "Perro", value: "Rex" },
      { field: "yourName", label: "Tu nombre", value: "Søren Åberg" },
      { field: "email", label: "Correo electrónico", value: "s@example.org" },
      { field: "amount", label: "Importe mensual", value: "25,00\u00a0€ al mes" },
      { field: "publishName", label: "Publicar el nombre como padrino o madrina", value: "Sí" },
      { field: "source", label: "Formulario", value: "Página del perro" },
    ]);
    expect(
      requestFields({ formType: "contact", locale: "de", data: { name: "Jürgen", email: "j@example.org", message: "Hallo" } }),
    ).toEqual([
      { field: "dogName", label: "Hund", value: "" },
      { field: "name", label: "Name", value: "Jürgen" },
      { field: "email", label: "E-Mail", value: "j@example.org" },
      { field: "phone", label: "Telefon", value: "" },
      { field: "message", label: "Nachricht", value: "Hallo" },
    ]);
  });
});
