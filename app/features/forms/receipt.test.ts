import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { buildMail, fieldRows } from "./mail";
import { buildReceipt } from "./receipt";
import type { FormType } from "./schemas/form-types";

const receivedAt = new Date("2026-11-21T09:30:00Z");
const base = { submissionId: "0b9c7c1e-1111-4222-8333-944455556666", receivedAt, replyTo: "info@verein.example" };

const adoption = {
  dog: "Bruno",
  name: "Maria Muster",
  email: "maria@example.org",
  phone: "+49 170 1234567",
  livingSituation: "Haus mit Garten",
  experience: "Zwei Hunde",
  message: "Erste Zeile\nZweite Zeile",
};

/** One valid submission per form type. */
const samples: Record<FormType, Record<string, unknown>> = {
  adoption,
  sponsorship: { dogName: "Luna", yourName: "Ana", email: "ana@example.es", amount: 25, publishName: true, source: "dogPage" },
  foster_home: {
    name: "Maria Muster",
    email: "maria@example.org",
    phone: "+49 170 1234567",
    address: "Musterweg 1, Süsel",
    zipCode: "23701",
    experience: "Zwei Hunde",
    existingPets: "Eine Katze",
    livingSituation: "Haus mit Garten",
    availability: "Ab Januar",
    message: "",
  },
  contact: { dogName: "Kira", name: "Ana", email: "ana@example.es", phone: "", message: "Ist Kira mit Katzen verträglich?" },
  donation: { purpose: "Hospiz", name: "Maria", email: "m@example.org", amount: 50, message: "" },
  membership: {
    membershipType: "active",
    salutation: "female",
    firstName: "Maria",
    lastName: "Muster",
    birthday: "1990-05-17",
    street: "Musterweg 1",
    addressAddition: "",
    postalCode: "23701",
    city: "Süsel",
    country: "Deutschland",
    email: "m@example.org",
    phone: "+49 4524 1234567",
    mobile: "",
    entryDate: "2026-12-01",
    paymentInterval: "quarterly",
  },
};

/** Subject and what-happens-next of each form type's receipt, word for word. */
const expected: Record<Locale, Record<FormType, { subject: string; next: string }>> = {
  de: {
    adoption: {
      subject: "Wir haben deine Adoptionsanfrage für Bruno erhalten",
      next: "Wir lesen deine Anfrage und melden uns so schnell wie möglich bei dir, um dich kennenzulernen. Passt alles zusammen, folgt die Vorkontrolle bei dir zu Hause. Von der Zusage bis zur Ankunft vergehen meist 2-4 Wochen.",
    },
    sponsorship: {
      subject: "Wir haben deine Patenschaftsanfrage für Luna erhalten",
      next: "Wir melden uns mit allen Details zu deiner Patenschaft bei dir.",
    },
    foster_home: {
      subject: "Wir haben deine Bewerbung als Pflegestelle erhalten",
      next: "Wir melden uns für ein Kennenlerngespräch bei dir (per Telefon, Video oder bei dir zu Hause). Nach der Vorkontrolle suchen wir gemeinsam einen passenden Hund aus. Eine Pflegezeit dauert meist 4 bis 6 Wochen; Futter und Tierarztkosten übernehmen wir.",
    },
    contact: {
      subject: "Wir haben deine Nachricht zu Kira erhalten",
      next: "Wir lesen deine Nachricht und antworten dir so schnell wie möglich.",
    },
    donation: {
      subject: "Wir haben deine Spendenzusage für „Hospiz“ erhalten",
      next: "Wir melden uns mit den Zahlungsdetails bei dir. Für Spenden bis 300 € genügt dem Finanzamt dein Kontoauszug als Nachweis. Für höhere Beträge stellen wir dir gerne eine Zuwendungsbestätigung aus.",
    },
    membership: {
      subject: "Wir haben deinen Mitgliedsantrag erhalten",
      next: "Wir prüfen deinen Antrag und melden uns bald bei dir.",
    },
  },
  es: {
    adoption: {
      subject: "Hemos recibido tu solicitud de adopción para Bruno",
      next: "Leemos tu solicitud y nos pondremos en contacto contigo lo antes posible para conocerte. Si todo encaja, hacemos el control previo. Desde la confirmación hasta la recogida suelen pasar 1-2 semanas.",
    },
    sponsorship: {
      subject: "Hemos recibido tu solicitud de apadrinamiento para Luna",
      next: "Nos pondremos en contacto contigo con todos los detalles de tu apadrinamiento.",
    },
    foster_home: {
      subject: "Hemos recibido tu solicitud como casa de acogida",
      next: "Nos pondremos en contacto contigo para conocernos (por teléfono, videollamada o en tu casa). Después del control previo elegimos juntos un perro adecuado. Una acogida suele durar de 4 a 6 semanas; nosotros pagamos la comida y el veterinario.",
    },
    contact: {
      subject: "Hemos recibido tu mensaje sobre Kira",
      next: "Leemos tu mensaje y te responderemos lo antes posible.",
    },
    donation: {
      subject: "Hemos recibido tu compromiso de donación para «Hospiz»",
      next: "Te escribiremos con los detalles del pago.",
    },
    membership: {
      subject: "Hemos recibido tu solicitud de membresía",
      next: "Revisamos tu solicitud y nos pondremos en contacto contigo pronto.",
    },
  },
};

describe("the visitor's receipt", () => {
  it("adoption (de): greeting, what happens next with 2-4 weeks, what was sent, the association's contact", () => {
    const mail = buildReceipt({ ...base, formType: "adoption", locale: "de", data: adoption });
    expect(mail.to).toBe("maria@example.org");
    expect(mail.replyTo).toBe("info@verein.example");
    expect(mail.subject).toBe("Wir haben deine Adoptionsanfrage für Bruno erhalten");
    expect(mail.text).toBe(
      [
        "Hallo Maria Muster,",
        "",
        "vielen Dank für deine Adoptionsanfrage!",
        "",
        "Wie es weitergeht:",
        expected.de.adoption.next,
        "",
        "Das hast du uns am 21. November 2026 um 10:30 geschickt:",
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
        "Referenz: 0b9c7c1e-1111-4222-8333-944455556666",
        "",
        "Fragen? Antworte einfach auf diese E-Mail oder melde dich bei uns:",
        "Costa Azahar Hundehilfe e.V.",
        "Musterweg 1, 23701 Süsel",
        "E-Mail: info@hundehilfe-example.de",
        "Telefon: +49 4524 000000",
        "",
        "Du bekommst diese E-Mail, weil auf unserer Website ein Formular mit dieser Adresse abgeschickt wurde. Warst du das nicht, kannst du sie einfach ignorieren.",
      ].join("\n"),
    );
  });

  it("adoption (es): 1-2 weeks, the Spanish association's contact, the date in Spanish", () => {
    const mail = buildReceipt({ ...base, formType: "adoption", locale: "es", data: { ...adoption, name: "Ana" } });
    expect(mail.subject).toBe("Hemos recibido tu solicitud de adopción para Bruno");
    expect(mail.text.split("\n").slice(0, 8)).toEqual([
      "Hola, Ana:",
      "",
      "¡Gracias por tu solicitud de adopción!",
      "",
      "Cómo seguimos:",
      expected.es.adoption.next,
      "",
      "Esto es lo que nos enviaste el 21 de noviembre de 2026 a las 10:30:",
    ]);
    expect(mail.text).toContain(
      [
        "¿Tienes preguntas? Responde a este correo o escríbenos:",
        "Asociación Costa Azahar Rescate Animal",
        "Calle Ejemplo 1, 12580 Benicarló",
        "Correo electrónico: info@rescate-example.es",
        "Teléfono: +34 964 00 00 00",
        "",
        "Recibes este correo porque se envió un formulario de nuestra web con esta dirección. Si no fuiste tú, simplemente ignóralo.",
      ].join("\n"),
    );
  });

  for (const locale of ["de", "es"] as const) {
    for (const [formType, data] of Object.entries(samples) as [FormType, Record<string, unknown>][]) {
      it(`${formType} (${locale}): subject, next steps and every row of the association's mail`, () => {
        const receipt = buildReceipt({ ...base, formType, locale, data });
        const association = buildMail({ ...base, formType, locale, data, to: "info@verein.example" });
        expect(receipt.to).toBe(data.email);
        expect(receipt.replyTo).toBe("info@verein.example");
        expect(receipt.subject).toBe(expected[locale][formType].subject);
        expect(receipt.text).toContain(`\n${expected[locale][formType].next}\n`);
        const rows = fieldRows({ formType, locale, data });
        expect(rows.length).toBeGreaterThan(3);
        for (const { label, value } of rows) {
          const line = value.includes("\n") ? `${label}:\n${value}\n` : `${label}: ${value}`;
          expect(receipt.text).toContain(line);
          expect(association.text).toContain(line);
          expect(receipt.html).toContain(`>${label}</th>`);
        }
      });
    }
  }

  it("a contact without a dog and the greetings without a name", () => {
    const de = buildReceipt({ ...base, formType: "contact", locale: "de", data: { ...samples.contact, dogName: "", name: " " } });
    expect(de.subject).toBe("Wir haben deine Nachricht erhalten");
    expect(de.text.startsWith("Hallo,\n")).toBe(true);
    const es = buildReceipt({ ...base, formType: "contact", locale: "es", data: { ...samples.contact, dogName: "", name: "" } });
    expect(es.subject).toBe("Hemos recibido tu mensaje");
    expect(es.text.startsWith("Hola:\n")).toBe(true);
  });

  it("membership greets by first name; sponsorship by the name given", () => {
    expect(buildReceipt({ ...base, formType: "membership", locale: "de", data: samples.membership }).text).toMatch(/^Hallo Maria,\n/);
    expect(buildReceipt({ ...base, formType: "sponsorship", locale: "es", data: samples.sponsorship }).text).toMatch(/^Hola, Ana:\n/);
  });

  it("escapes everything the visitor wrote in the HTML part", () => {
    const mail = buildReceipt({
      ...base,
      formType: "contact",
      locale: "de",
      data: { name: 'Tom & "Jerry"', email: "t@example.org", phone: "", message: "<b>a</b> 'quoted'" },
    });
    expect(mail.html).toContain("<p>Hallo Tom &amp; &quot;Jerry&quot;,</p>");
    expect(mail.html).toContain("&lt;b&gt;a&lt;/b&gt; &#x27;quoted&#x27;");
    expect(mail.html).not.toContain("<b>a</b>");
    expect(mail.html).toContain('<h2 style="font-size:18px">Wie es weitergeht</h2>');
  });
});
