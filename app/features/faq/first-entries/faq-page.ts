import type { FirstEntry } from "./first-entry";

/** The FAQ page's first entries, in their order. */
export const faqPageEntries: FirstEntry[] = [
  {
    de: {
      anchor: "warum-spanien",
      question: "Warum Hunde aus Spanien?",
      answer: [
        "In Spanien leben unzählige Hunde auf der Straße. Viele Jagdhunde werden nach der Saison ausgesetzt, andere landen in überfüllten städtischen Auffangstationen (Perreras), in denen sie oft nur wenige Tage Zeit haben. Kastrationsprogramme und Tierschutzgesetze greifen dort erst langsam.",
        "Seit 2013 holen wir Hunde aus diesem Kreislauf heraus. Jede Adoption schafft Platz für den nächsten Notfall – und jede Kastration verhindert neues Leid.",
      ],
    },
    es: {
      anchor: "por-que-espana",
      question: "¿Por qué perros de España?",
      answer: [
        "En España miles de perros viven en la calle. Muchos perros de caza son abandonados al terminar la temporada y otros acaban en perreras municipales saturadas, donde a menudo solo tienen unos días. Los programas de esterilización y las leyes de protección animal avanzan despacio.",
        "Desde 2013 sacamos perros de ese círculo. Cada adopción deja sitio para la siguiente urgencia, y cada esterilización evita nuevo sufrimiento.",
      ],
    },
  },
  {
    de: {
      anchor: "ablauf",
      question: "Wie läuft eine Adoption ab?",
      answer: [
        "Unsere Adoption hat 7 Schritte: Hund aussuchen, Kontakt aufnehmen, Vorkontrolle, Schutzvertrag und Schutzgebühr, Transport nach Deutschland, Übergabe und Nachbetreuung.",
        "Auf unserer Seite „Adoption“ erklären wir jeden Schritt ausführlich.",
      ],
    },
    es: {
      anchor: "proceso",
      question: "¿Cómo funciona la adopción?",
      answer: [
        "Nuestra adopción tiene 7 pasos: elegir un perro, contactar, control previo, contrato de protección y cuota, preparación y visita, el gran día de la entrega y seguimiento.",
        "En nuestra página «Adopción» explicamos cada paso en detalle.",
      ],
    },
  },
  {
    de: {
      anchor: "dauer",
      question: "Wie lange dauert es, bis mein Hund bei mir ist?",
      answer: [
        "Von der Zusage bis zur Ankunft vergehen in der Regel 2-4 Wochen. Die Dauer hängt vor allem davon ab, wann die Vorkontrolle stattfindet und wann der nächste Transport fährt.",
      ],
    },
    es: {
      anchor: "duracion",
      question: "¿Cuánto tiempo pasa hasta que mi perro está conmigo?",
      answer: [
        "Desde la aprobación hasta la entrega suelen pasar 1-2 semanas. Depende sobre todo de cuándo se realice el control previo y de cuándo esté listo el perro.",
      ],
    },
  },
  {
    de: {
      anchor: "vorkontrolle",
      question: "Was ist eine Vorkontrolle?",
      answer: [
        "Vor jeder Vermittlung besucht dich eine ehrenamtliche Person aus unserem Netzwerk zu Hause. Das ist keine Prüfung, sondern ein Kennenlernen: Wir möchten sehen, wie der Hund bei dir leben wird, und dir Tipps für die ersten Tage geben.",
        "Ist ein Besuch nicht möglich, führen wir die Vorkontrolle per Videotelefonat durch.",
      ],
    },
    es: {
      anchor: "control-previo",
      question: "¿Qué es el control previo?",
      answer: [
        "Antes de cada adopción, una persona voluntaria de nuestra red te visita en casa. No es un examen, sino una forma de conocernos: queremos ver cómo vivirá el perro contigo y darte consejos para los primeros días.",
        "Si no es posible una visita, hacemos el control previo por videollamada.",
      ],
    },
  },
  {
    de: {
      anchor: "schutzvertrag",
      question: "Was ist ein Schutzvertrag?",
      answer: [
        "Der Schutzvertrag regelt die Übergabe des Hundes an dich. Darin verpflichtest du dich unter anderem, den Hund artgerecht zu halten, ihn tierärztlich zu versorgen und ihn nicht ohne Rücksprache mit uns abzugeben.",
        "Sollte es wider Erwarten nicht klappen, nehmen wir den Hund zurück oder suchen gemeinsam mit dir ein neues Zuhause. Der Vertrag schützt also vor allem den Hund.",
      ],
    },
    es: {
      anchor: "contrato-proteccion",
      question: "¿Qué es el contrato de protección?",
      answer: [
        "El contrato de protección regula la entrega del perro. En él te comprometes, entre otras cosas, a cuidarlo de forma adecuada, a darle atención veterinaria y a no cederlo sin hablar antes con nosotros.",
        "Si a pesar de todo la adopción no funciona, acogemos de nuevo al perro o buscamos contigo un nuevo hogar. El contrato protege sobre todo al perro.",
      ],
    },
  },
  {
    de: {
      anchor: "kosten",
      question: "Was kostet eine Adoption?",
      answer: [
        "Die Schutzgebühr beträgt 490 €. Darin enthalten sind der Transport nach Deutschland, die Ausreisegenehmigung und die tierärztliche Versorgung: Impfungen, Chip, EU-Heimtierausweis, Entwurmung und – je nach Alter – Bluttest und Kastration.",
        "Holst du deinen Hund selbst in unserem Tierheim in Spanien ab, beträgt die Schutzgebühr 340 €.",
        "Die Schutzgebühr deckt unsere Kosten meist nicht vollständig; den Rest finanzieren wir über Spenden.",
      ],
    },
    es: {
      anchor: "costos",
      question: "¿Cuánto cuesta adoptar?",
      answer: [
        "La cuota de protección es de 340 €. Incluye la atención veterinaria: vacunas, microchip, pasaporte europeo, desparasitación y, según la edad, análisis de sangre y esterilización. El perro se recoge en nuestro refugio en Benicarló.",
        "La cuota no cubre todos nuestros gastos; el resto lo financiamos con donaciones.",
      ],
    },
  },
  {
    de: {
      anchor: "transport",
      question: "Wie kommt der Hund nach Deutschland?",
      answer: [
        "Unsere Hunde reisen in einem zugelassenen, tierschutzgerechten Transporter mit erfahrenen Fahrern und allen nötigen Papieren. Die Fahrt dauert ca. 1-1,5 Tage, mit regelmäßigen Pausen für Wasser, Futter und Auslauf.",
      ],
    },
  },
  {
    de: {
      anchor: "uebergabe",
      question: "Wo kann ich meinen Hund in Empfang nehmen?",
      answer: [
        "Die Übergabe findet an einem unserer Übergabeorte entlang der Route statt: Freiburg, Karlsruhe, Frankfurt, Köln, Dortmund, Hannover, Seevetal bei Hamburg und Berlin. Treffpunkt und Uhrzeit erfährst du rechtzeitig vor dem Transport.",
        "Nach der Übergabe meldest du den Halterwechsel bei einem Haustierregister, zum Beispiel TASSO oder FINDEFIX.",
      ],
    },
    es: {
      anchor: "recogida",
      question: "¿Dónde recojo a mi perro?",
      answer: [
        "En nuestro refugio cerca de Benicarló (Castellón). Acordamos contigo el día y la hora; te contamos todo sobre tu perro y te entregamos su pasaporte y el contrato.",
      ],
    },
  },
  {
    es: {
      anchor: "visita",
      question: "¿Puedo conocer al perro antes de adoptarlo?",
      answer: [
        "Sí, y te lo recomendamos. Ven a visitarnos con cita previa, pasea con el perro y conócelo con calma. Así los dos sabréis si encajáis.",
      ],
    },
  },
  {
    de: {
      anchor: "gesundheit",
      question: "Sind die Hunde geimpft und gechipt?",
      answer: [
        "Ja. Jeder Hund reist nach EU-Standard geimpft (inklusive Tollwut), gechipt, registriert und entwurmt, mit EU-Heimtierausweis. Alles, was wir über die Gesundheit eines Hundes wissen, teilen wir offen mit dir.",
      ],
    },
    es: {
      anchor: "salud",
      question: "¿Los perros están vacunados y llevan microchip?",
      answer: [
        "Sí. Cada perro se entrega vacunado según el estándar europeo (incluida la rabia), con microchip, registrado, desparasitado y con pasaporte europeo. Compartimos contigo todo lo que sabemos sobre su salud.",
      ],
    },
  },
  {
    de: {
      anchor: "bluttest",
      question: "Werden die Hunde auf Mittelmeerkrankheiten getestet?",
      answer: [
        "Hunde ab etwa 1 Jahr werden vor der Ausreise per Bluttest auf die häufigsten Mittelmeerkrankheiten wie Leishmaniose, Ehrlichiose und Babesiose getestet.",
        "Bei Welpen und jüngeren Hunden ist ein Test noch nicht aussagekräftig. Wir empfehlen, ihn nach einigen Monaten bei deiner Tierärztin oder deinem Tierarzt nachzuholen.",
      ],
    },
    es: {
      anchor: "analisis",
      question: "¿Se hacen análisis de enfermedades mediterráneas?",
      answer: [
        "A los perros a partir de aproximadamente 1 año les hacemos un análisis de sangre de las enfermedades mediterráneas más comunes, como la leishmaniosis, la ehrlichiosis y la babesiosis.",
        "En cachorros y perros jóvenes el análisis todavía no es fiable. Te recomendamos repetirlo en tu veterinario al cabo de unos meses.",
      ],
    },
  },
  {
    de: {
      anchor: "kastration",
      question: "Sind die Hunde kastriert?",
      answer: [
        "Hunde ab etwa 1 Jahr sind in der Regel kastriert, bevor sie zu dir kommen. Welpen und jüngere Hunde reisen unkastriert; im Schutzvertrag vereinbaren wir, dass die Kastration später nachgeholt wird.",
      ],
    },
    es: {
      anchor: "esterilizacion",
      question: "¿Los perros están esterilizados?",
      answer: [
        "Los perros a partir de aproximadamente 1 año normalmente están esterilizados antes de la adopción. Los cachorros y los perros jóvenes se entregan sin esterilizar; en el contrato acordamos que la esterilización se haga más adelante.",
      ],
    },
  },
  {
    de: {
      anchor: "welpen",
      question: "Worauf muss ich bei einem Welpen achten?",
      answer: [
        "Welpen brauchen viel Zeit, Geduld und Erziehung. Sie sind noch nicht stubenrein, müssen die Welt erst kennenlernen und dürfen in den ersten Wochen nicht lange allein bleiben.",
        "Überlege gut, ob du diese Zeit hast – ein erwachsener Hund ist oft die entspanntere Wahl.",
      ],
    },
    es: {
      anchor: "cachorros",
      question: "¿Qué debo tener en cuenta con un cachorro?",
      answer: [
        "Los cachorros necesitan mucho tiempo, paciencia y educación. Todavía no saben hacer sus necesidades fuera, tienen que descubrir el mundo y en las primeras semanas no pueden quedarse mucho tiempo solos.",
        "Piensa bien si tienes ese tiempo: un perro adulto suele ser la opción más tranquila.",
      ],
    },
  },
  {
    de: {
      anchor: "erfahrung",
      question: "Brauche ich Hundeerfahrung?",
      answer: [
        "Nicht unbedingt. Viele unserer Hunde eignen sich auch für Menschen, die zum ersten Mal einen Hund haben. Sag uns offen, welche Erfahrung du mitbringst – wir schlagen dir passende Hunde vor und begleiten dich beim Start.",
      ],
    },
    es: {
      anchor: "experiencia",
      question: "¿Necesito experiencia con perros?",
      answer: [
        "No necesariamente. Muchos de nuestros perros son adecuados para personas que tienen perro por primera vez. Cuéntanos con sinceridad tu experiencia: te propondremos perros que encajen contigo y te acompañaremos al principio.",
      ],
    },
  },
  {
    de: {
      anchor: "wohnung",
      question: "Kann ich einen Hund auch in einer Wohnung halten?",
      answer: [
        "Ja, ein Garten ist keine Voraussetzung. Wichtig sind genug Bewegung, Beschäftigung und Zeit. In einer Mietwohnung brauchen wir die Zustimmung deiner Vermieterin oder deines Vermieters zur Hundehaltung.",
      ],
    },
    es: {
      anchor: "piso",
      question: "¿Puedo tener un perro en un piso?",
      answer: [
        "Sí, no hace falta tener jardín. Lo importante es que el perro tenga suficiente ejercicio, estímulos y tiempo. Si vives de alquiler, necesitamos la conformidad de la persona propietaria.",
      ],
    },
  },
  {
    de: {
      anchor: "andere-tiere",
      question: "Verträgt sich der Hund mit Kindern, Katzen oder anderen Hunden?",
      answer: [
        "Wir erleben unsere Hunde im Alltag in Spanien und auf den Pflegestellen und schreiben dir ehrlich, was wir beobachtet haben. Eine Garantie gibt es nie – aber wir helfen dir, einen Hund zu finden, der gut in deine Familie passt.",
      ],
    },
    es: {
      anchor: "otros-animales",
      question: "¿Se lleva bien con niños, gatos u otros perros?",
      answer: [
        "Conocemos a nuestros perros en su día a día en el refugio y en las casas de acogida, y te contamos con sinceridad lo que hemos observado. Nunca hay garantías, pero te ayudamos a encontrar un perro que encaje bien en tu familia.",
      ],
    },
  },
  {
    de: {
      anchor: "berufstaetig",
      question: "Ich bin berufstätig – kann ich trotzdem adoptieren?",
      answer: [
        "Ja, wenn der Hund nicht den ganzen Tag allein ist. Viele erwachsene Hunde können nach der Eingewöhnung einige Stunden allein bleiben. Mit Homeoffice, Hundesitter oder Familie lässt sich vieles lösen – sprich uns einfach an.",
      ],
    },
    es: {
      anchor: "trabajo",
      question: "Trabajo fuera de casa, ¿puedo adoptar igualmente?",
      answer: [
        "Sí, siempre que el perro no pase todo el día solo. Muchos perros adultos pueden quedarse solos unas horas después de la adaptación. Con teletrabajo, un cuidador o la ayuda de la familia se puede resolver mucho: háblalo con nosotros.",
      ],
    },
  },
  {
    de: {
      anchor: "eingewoehnung",
      question: "Wie lange dauert die Eingewöhnung?",
      answer: [
        "Gib deinem Hund Zeit: Die ersten Tage sind aufregend. Viele Hunde brauchen einige Wochen, manche einige Monate, bis sie wirklich angekommen sind. Ruhe, feste Abläufe und kleine Schritte helfen am meisten.",
      ],
    },
    es: {
      anchor: "adaptacion",
      question: "¿Cuánto dura la adaptación?",
      answer: [
        "Dale tiempo a tu perro: los primeros días son emocionantes. Muchos perros necesitan unas semanas, algunos unos meses, hasta sentirse de verdad en casa. La calma, las rutinas fijas y los pasos pequeños son lo que más ayuda.",
      ],
    },
  },
  {
    de: {
      anchor: "nachbetreuung",
      question: "Werde ich nach der Adoption begleitet?",
      answer: [
        "Ja. Wir melden uns in den ersten Wochen regelmäßig bei dir und sind auch danach bei allen Fragen zu Eingewöhnung, Erziehung und Gesundheit für dich da. Bei Bedarf vermitteln wir dir Hundetrainerinnen und -trainer aus unserem Netzwerk.",
      ],
    },
    es: {
      anchor: "seguimiento",
      question: "¿Me acompañáis después de la adopción?",
      answer: [
        "Sí. En las primeras semanas te llamamos con regularidad y después seguimos a tu disposición para cualquier duda sobre adaptación, educación o salud. Si lo necesitas, te ponemos en contacto con educadores caninos de nuestra red.",
      ],
    },
  },
  {
    de: {
      anchor: "rueckgabe",
      question: "Was passiert, wenn es nicht klappt?",
      answer: [
        "Manchmal passt es trotz aller Vorbereitung nicht. Dann melde dich bitte sofort bei uns. Wir suchen gemeinsam eine Lösung und nehmen den Hund wenn nötig zurück, zum Beispiel auf eine Pflegestelle. Ein Hund von uns landet nie im Tierheim.",
      ],
    },
    es: {
      anchor: "devolucion",
      question: "¿Qué pasa si no funciona?",
      answer: [
        "A veces, a pesar de toda la preparación, no encaja. En ese caso avísanos enseguida. Buscamos juntos una solución y, si hace falta, acogemos de nuevo al perro, por ejemplo en una casa de acogida. Un perro nuestro nunca acaba en una perrera.",
      ],
    },
  },
  {
    de: {
      anchor: "haftpflicht",
      question: "Brauche ich eine Hundehaftpflichtversicherung?",
      answer: [
        "Ja, wir setzen sie voraus; in einigen Bundesländern ist sie ohnehin Pflicht. Eine Hundehaftpflicht kostet etwa 50-100 € pro Jahr. Denke außerdem an die Anmeldung zur Hundesteuer bei deiner Gemeinde.",
      ],
    },
    es: {
      anchor: "seguro",
      question: "¿Necesito un seguro de responsabilidad civil?",
      answer: [
        "Sí, lo recomendamos siempre y en muchos casos es obligatorio. Un seguro de responsabilidad civil para perros cuesta aproximadamente 50-100 € al año. Recuerda también inscribir a tu perro en el censo de tu ayuntamiento.",
      ],
    },
  },
  {
    de: {
      anchor: "pflegestelle",
      question: "Wie werde ich Pflegestelle?",
      answer: [
        "Fülle das Formular auf unserer Seite „Pflegestelle“ aus. Nach einem Kennenlerngespräch und der Vorkontrolle suchen wir gemeinsam einen passenden Hund aus. Eine Pflegezeit dauert meist 4 bis 6 Wochen; Futter und Tierarztkosten übernehmen wir.",
      ],
    },
    es: {
      anchor: "casa-de-acogida",
      question: "¿Cómo puedo ser casa de acogida?",
      answer: [
        "Rellena el formulario de nuestra página «Casa de acogida». Después de una conversación para conocernos y del control previo, elegimos juntos un perro adecuado. Una acogida suele durar de 4 a 6 semanas; nosotros pagamos la comida y el veterinario.",
      ],
    },
  },
  {
    de: {
      anchor: "patenschaft",
      question: "Wie funktioniert eine Patenschaft?",
      answer: [
        "Mit einer Patenschaft unterstützt du einen bestimmten Hund ab 10 € im Monat – nach oben gibt es keine Grenze. Das Geld fließt in Futter, Pflege und Tierarzt. Alle Patenhunde findest du in unserer Hundeübersicht.",
      ],
    },
    es: {
      anchor: "apadrinamiento",
      question: "¿Cómo funciona el apadrinamiento?",
      answer: [
        "Con un apadrinamiento ayudas a un perro concreto desde 10 € al mes, sin límite máximo. El dinero se destina a su comida, sus cuidados y el veterinario. Encontrarás a todos los perros que buscan padrino en nuestra lista de perros.",
      ],
    },
  },
  {
    de: {
      anchor: "mitgliedschaft",
      question: "Wie werde ich Mitglied?",
      answer: [
        "Über das Formular auf unserer Seite „Mitglied werden“. Deinen Beitrag ab 5 € im Monat wählst du selbst; du kannst ihn jederzeit anpassen und die Mitgliedschaft jederzeit zum Monatsende kündigen.",
      ],
    },
    es: {
      anchor: "socio",
      question: "¿Cómo me hago socio?",
      answer: [
        "Con el formulario de nuestra página «Hazte socio». Tú eliges tu cuota desde 5 € al mes; puedes cambiarla en cualquier momento y darte de baja cuando quieras a final de mes.",
      ],
    },
  },
  {
    de: {
      anchor: "spendenquittung",
      question: "Bekomme ich eine Spendenquittung?",
      answer: [
        "Für Spenden bis 300 € genügt dem Finanzamt dein Kontoauszug als Nachweis. Für höhere Beträge stellen wir dir gerne eine Zuwendungsbestätigung aus – schreib uns dazu eine E-Mail mit deiner Anschrift.",
      ],
    },
  },
];
