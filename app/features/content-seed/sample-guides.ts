import type { guides } from "~/db/schema";

/**
 * Sample guides inserted into an empty database (both languages). Bodies use
 * `[image:N]` placeholders for their gallery; the checklist is stored escaped
 * and with classes, as the old editor saved some guides.
 */
export const sampleGuides: (typeof guides.$inferInsert)[] = [
  {
    slugDe: "die-ersten-tage-mit-deinem-hund",
    slugEs: "los-primeros-dias-con-tu-perro",
    titleDe: "Die ersten Tage mit deinem Tierschutzhund",
    titleEs: "Los primeros días con tu perro rescatado",
    excerptDe:
      "Ruhe, Routinen und ganz viel Geduld: So gibst du deinem Hund aus Spanien in den ersten Tagen Sicherheit und legt den Grundstein für eine lange Freundschaft.",
    excerptEs:
      "Calma, rutinas y mucha paciencia: así das seguridad a tu perro rescatado en sus primeros días y pones la base de una larga amistad.",
    metaDescriptionDe:
      "Tipps für die ersten Tage mit einem Hund aus dem Tierschutz: Ruhe, feste Abläufe, Sicherheit beim Gassigehen und Geduld.",
    metaDescriptionEs: "Consejos para los primeros días con un perro rescatado: calma, rutinas fijas, paseos seguros y mucha paciencia.",
    categoryDe: "Eingewöhnung",
    categoryEs: "Adaptación",
    imageUrl: "sample/first-days.webp",
    galleryImages: [{ url: "sample/first-days-1.webp" }, { url: "sample/first-days-2.webp" }],
    displayOrder: 1,
    featured: true,
    contentDe: `<p>Dein Hund hat eine lange Reise hinter sich: Straße oder Tierheim, Transport, fremde Gerüche und Menschen. Die ersten Tage bei dir entscheiden, wie schnell er Vertrauen fasst.</p>
<h2>Ruhe statt Besuchsmarathon</h2>
<p>Verzichte in der ersten Woche auf Besuch, Ausflüge und Einkaufsbummel. Ein ruhiger Rückzugsort – eine Decke in einer Ecke ohne Durchgangsverkehr – gibt deinem Hund Sicherheit.</p>
<p>[image:0]</p>
<h2>Feste Abläufe</h2>
<p>Füttere, gehe Gassi und schlafe zu festen Zeiten. Vorhersehbarkeit ist für unsichere Hunde das beste Beruhigungsmittel.</p>
<h2>Sicherheit beim Spaziergang</h2>
<p>Gehe in den ersten Wochen nur mit gut sitzendem Sicherheitsgeschirr und doppelter Sicherung. Ein erschrockener Hund kann sich sonst in Sekunden befreien.</p>
<p>[image:1]</p>
<p>Und vor allem: Hab Geduld. Manche Hunde kommen nach drei Tagen an, andere nach drei Monaten. Bei Fragen sind wir jederzeit für dich da.</p>`,
    contentEs: `<p>Tu perro tiene un largo viaje a sus espaldas: la calle o el refugio, el transporte, olores y personas desconocidas. Los primeros días contigo deciden lo rápido que gana confianza.</p>
<h2>Calma en lugar de visitas</h2>
<p>Evita durante la primera semana las visitas, las excursiones y las compras. Un refugio tranquilo, una manta en un rincón sin paso de gente, le da seguridad.</p>
<p>[image:0]</p>
<h2>Rutinas fijas</h2>
<p>Dale de comer, sácalo a pasear y acuéstate a horas fijas. Para un perro inseguro, la previsibilidad es el mejor calmante.</p>
<h2>Paseos seguros</h2>
<p>Durante las primeras semanas sal solo con un arnés de seguridad bien ajustado y doble sujeción. Un perro asustado puede soltarse en segundos.</p>
<p>[image:1]</p>
<p>Y sobre todo: ten paciencia. Algunos perros se adaptan en tres días y otros en tres meses. Si tienes dudas, estamos siempre a tu lado.</p>`,
  },
  {
    slugDe: "checkliste-vor-der-ankunft",
    slugEs: "lista-antes-de-la-llegada",
    titleDe: "Checkliste: Das brauchst du vor der Ankunft deines Hundes",
    titleEs: "Lista: lo que necesitas antes de que llegue tu perro",
    excerptDe:
      "Von Sicherheitsgeschirr bis Tierarzttermin: Mit dieser Checkliste bist du bestens vorbereitet, wenn dein Hund am Übergabepunkt in dein Auto steigt.",
    excerptEs:
      "Del arnés de seguridad a la cita con el veterinario: con esta lista estarás bien preparado cuando tu perro suba a tu coche en el punto de entrega.",
    metaDescriptionDe:
      "Checkliste für die Ankunft deines Adoptivhundes: Ausstattung, Sicherheit, Tierarzt, Haftpflichtversicherung und Anmeldung.",
    metaDescriptionEs:
      "Lista para la llegada de tu perro adoptado: equipamiento, seguridad, veterinario, seguro de responsabilidad civil y registro.",
    categoryDe: "Vorbereitung",
    categoryEs: "Preparación",
    imageUrl: "sample/checklist.webp",
    galleryImages: [{ url: "sample/checklist-1.webp" }, { url: "/placeholder.svg" }],
    displayOrder: 2,
    featured: true,
    contentDe: `&lt;p class=&quot;lead&quot;&gt;Gute Vorbereitung nimmt dir und deinem Hund viel Stress. Hake diese Punkte ab, bevor der Transport ankommt.&lt;/p&gt;
&lt;h2 class=&quot;section-title&quot;&gt;Ausstattung&lt;/h2&gt;
&lt;ul class=&quot;checklist&quot;&gt;&lt;li&gt;Sicherheitsgeschirr mit drei Gurten und zwei Leinen&lt;/li&gt;&lt;li&gt;Halsband mit Adressanhänger &amp;amp; Telefonnummer&lt;/li&gt;&lt;li&gt;Körbchen oder Decke, Näpfe und das gewohnte Futter&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;[image:0]&lt;/p&gt;
&lt;h2 class=&quot;section-title&quot;&gt;Organisatorisches&lt;/h2&gt;
&lt;ul class=&quot;checklist&quot;&gt;&lt;li&gt;Hundehaftpflicht abschließen (etwa 50–100 Euro im Jahr)&lt;/li&gt;&lt;li&gt;Hund bei der Gemeinde anmelden und den Halterwechsel beim Haustierregister melden&lt;/li&gt;&lt;li&gt;Ersten Tierarzttermin für die ersten zwei Wochen vereinbaren&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;[image:1]&lt;/p&gt;
&lt;p&gt;Tipp: Sichere Balkon, Garten und Zäune vorab auf Lücken – viele Tierschutzhunde sind wahre Ausbruchskünstler.&lt;/p&gt;`,
    contentEs: `&lt;p class=&quot;lead&quot;&gt;Una buena preparación os ahorra mucho estrés a ti y a tu perro. Repasa estos puntos antes de que llegue el transporte.&lt;/p&gt;
&lt;h2 class=&quot;section-title&quot;&gt;Equipamiento&lt;/h2&gt;
&lt;ul class=&quot;checklist&quot;&gt;&lt;li&gt;Arnés de seguridad con tres cinchas y dos correas&lt;/li&gt;&lt;li&gt;Collar con chapa de dirección &amp;amp; teléfono&lt;/li&gt;&lt;li&gt;Cama o manta, comederos y el pienso al que está acostumbrado&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;[image:0]&lt;/p&gt;
&lt;h2 class=&quot;section-title&quot;&gt;Trámites&lt;/h2&gt;
&lt;ul class=&quot;checklist&quot;&gt;&lt;li&gt;Contratar un seguro de responsabilidad civil para el perro&lt;/li&gt;&lt;li&gt;Registrar el cambio de titular en el registro de animales de compañía&lt;/li&gt;&lt;li&gt;Pedir cita con el veterinario para las dos primeras semanas&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;[image:1]&lt;/p&gt;
&lt;p&gt;Consejo: revisa antes balcón, jardín y vallas: muchos perros rescatados son auténticos artistas de la fuga.&lt;/p&gt;`,
  },
  {
    slugDe: "mittelmeerkrankheiten-verstehen",
    slugEs: "entender-las-enfermedades-mediterraneas",
    titleDe: "Mittelmeerkrankheiten verstehen: Leishmaniose & Co.",
    titleEs: "Entender las enfermedades mediterráneas: leishmaniosis y compañía",
    excerptDe:
      "Leishmaniose, Ehrlichiose, Babesiose: Was steckt hinter den Mittelmeerkrankheiten, wie testen wir unsere Hunde und warum ist ein positiver Befund kein Grund gegen eine Adoption?",
    excerptEs:
      "Leishmaniosis, ehrlichiosis, babesiosis: qué hay detrás de las enfermedades mediterráneas, cómo analizamos a nuestros perros y por qué un resultado positivo no impide una adopción.",
    metaDescriptionDe:
      "Leishmaniose, Ehrlichiose und Babesiose einfach erklärt: Tests, Behandlung und Leben mit einem positiv getesteten Hund.",
    metaDescriptionEs:
      "Leishmaniosis, ehrlichiosis y babesiosis explicadas: análisis, tratamiento y vida con un perro que ha dado positivo.",
    categoryDe: "Gesundheit",
    categoryEs: "Salud",
    imageUrl: "sample/mediterranean-diseases.webp",
    galleryImages: [],
    displayOrder: 3,
    featured: true,
    contentDe: `<p>Im Mittelmeerraum übertragen Sandmücken und Zecken Krankheiten, die in Deutschland seltener vorkommen. Wer einen Hund aus Spanien adoptiert, sollte sie kennen – Angst muss man davor aber nicht haben.</p>
<h2>Wie wir testen</h2>
<p>Hunde ab etwa einem Jahr werden vor der Ausreise per Bluttest auf die wichtigsten Mittelmeerkrankheiten untersucht. Welpen und junge Hunde werden noch nicht getestet, weil die Ergebnisse in diesem Alter wenig aussagekräftig sind.</p>
<h2>Leben mit einem positiven Befund</h2>
<p>Viele positiv getestete Hunde führen mit Medikamenten und regelmäßigen Kontrollen ein ganz normales Leben. Wir informieren dich vor der Adoption offen über jeden Befund und vermitteln auf Wunsch Kontakt zu erfahrenen Tierärzten.</p>
[image:0]`,
    contentEs: `<p>En el Mediterráneo, los flebótomos y las garrapatas transmiten enfermedades menos frecuentes en Alemania. Quien adopta un perro de España debe conocerlas, pero no hay por qué temerlas.</p>
<h2>Cómo hacemos los análisis</h2>
<p>Los perros de aproximadamente un año o más se someten antes del viaje a un análisis de sangre de las principales enfermedades mediterráneas. A los cachorros y perros jóvenes todavía no se les analiza, porque a esa edad los resultados son poco fiables.</p>
<h2>Vivir con un resultado positivo</h2>
<p>Muchos perros positivos llevan una vida totalmente normal con medicación y controles periódicos. Antes de la adopción te informamos con total transparencia de cada resultado y, si lo deseas, te ponemos en contacto con veterinarios con experiencia.</p>
[image:0]`,
  },
  {
    slugDe: "sicherheitsgeschirr-und-leine",
    slugEs: "arnes-de-seguridad-y-correa",
    titleDe: "Sicherheitsgeschirr und Leine: So verhinderst du Ausreißer",
    titleEs: "Arnés de seguridad y correa: cómo evitar fugas",
    excerptDe:
      "Angsthunde entwischen in Sekunden. Wir zeigen, wie ein Sicherheitsgeschirr richtig sitzt, warum doppelte Sicherung Pflicht ist und was du tust, wenn doch etwas passiert.",
    excerptEs:
      "Un perro miedoso se escapa en segundos. Te mostramos cómo se ajusta un arnés de seguridad, por qué la doble sujeción es obligatoria y qué hacer si aun así ocurre.",
    metaDescriptionDe:
      "Sicherheitsgeschirr richtig anpassen, doppelt sichern und im Notfall richtig handeln: Ratgeber für Angsthunde aus dem Tierschutz.",
    metaDescriptionEs:
      "Cómo ajustar un arnés de seguridad, usar doble sujeción y actuar en caso de fuga: guía para perros miedosos rescatados.",
    categoryDe: "Sicherheit",
    categoryEs: "Seguridad",
    imageUrl: "sample/safety-harness.webp",
    galleryImages: [{ url: "sample/safety-harness-1.webp" }],
    displayOrder: 4,
    featured: false,
    contentDe: `<p>Ein Sicherheitsgeschirr hat einen dritten Gurt hinter dem Brustkorb. Selbst wenn der Hund rückwärts zieht, kann er nicht herausschlüpfen.</p>
<h2>So sitzt es richtig</h2>
<ul><li>Zwei Finger passen unter jeden Gurt, nicht mehr.</li><li>Der hintere Gurt liegt an der schmalsten Stelle hinter den Rippen.</li><li>Die Leine wird am Geschirr und zusätzlich am Halsband befestigt.</li></ul>
<p>[image:0]</p>
<h2>Wenn der Hund doch entwischt</h2>
<p>Nicht hinterherrennen! Setz dich hin, sprich ruhig und melde dich sofort bei uns. Wir haben ein Netzwerk erfahrener Suchhelfer und wissen, was zu tun ist.</p>`,
    contentEs: `<p>Un arnés de seguridad tiene una tercera cincha detrás del tórax. Aunque el perro tire hacia atrás, no puede escaparse.</p>
<h2>Cómo debe quedar</h2>
<ul><li>Caben dos dedos bajo cada cincha, no más.</li><li>La cincha trasera queda en la parte más estrecha, detrás de las costillas.</li><li>La correa se sujeta al arnés y además al collar.</li></ul>
<p>[image:0]</p>
<h2>Si a pesar de todo se escapa</h2>
<p>¡No corras detrás! Siéntate, habla con calma y avísanos enseguida. Tenemos una red de voluntarios con experiencia en búsquedas y sabemos qué hacer.</p>`,
  },
  {
    slugDe: "hund-und-katze-zusammenfuehren",
    slugEs: "perro-y-gato-convivencia",
    titleDe: "Hund und Katze: Zusammenführung mit Geduld",
    titleEs: "Perro y gato: una convivencia con paciencia",
    excerptDe:
      "Viele unserer Hunde sind katzenverträglich getestet. Damit das Zusammenleben gelingt, kommt es auf die ersten Begegnungen an – Schritt für Schritt erklärt.",
    excerptEs:
      "Muchos de nuestros perros están probados con gatos. Para que la convivencia funcione, los primeros encuentros son decisivos: te lo explicamos paso a paso.",
    metaDescriptionDe:
      "Hund und Katze aneinander gewöhnen: getrennte Bereiche, Geruchstausch, erste Begegnungen an der Leine und Rückzugsorte.",
    metaDescriptionEs:
      "Cómo acostumbrar a perro y gato: zonas separadas, intercambio de olores, primeros encuentros con correa y refugios.",
    categoryDe: "Zusammenleben",
    categoryEs: "Convivencia",
    imageUrl: "sample/dog-and-cat.webp",
    galleryImages: [],
    displayOrder: 5,
    featured: false,
    contentDe: `<p>„Katzenverträglich“ heißt: Der Hund hat im Tierheim oder in der Pflegestelle ruhig auf Katzen reagiert. Deine Katze kennt ihn trotzdem noch nicht – gib beiden Zeit.</p>
<h2>Schritt für Schritt</h2>
<ol><li>Getrennte Bereiche in den ersten Tagen, Geruch über Decken austauschen.</li><li>Erste Begegnungen mit Hund an der Leine, Katze mit Fluchtweg nach oben.</li><li>Ruhiges Verhalten belohnen, Begegnungen kurz halten.</li><li>Erst wenn beide entspannt sind, gemeinsam unbeaufsichtigt lassen.</li></ol>
<p>Katzenklo und Futterplatz gehören außer Reichweite des Hundes – das erspart viel Ärger.</p>`,
    contentEs: `<p>«Compatible con gatos» significa que el perro reaccionó con calma ante gatos en el refugio o en la casa de acogida. Aun así, tu gato todavía no lo conoce: dales tiempo a los dos.</p>
<h2>Paso a paso</h2>
<ol><li>Zonas separadas los primeros días e intercambio de olores con mantas.</li><li>Primeros encuentros con el perro atado y el gato con una vía de escape en altura.</li><li>Premiar la calma y mantener los encuentros cortos.</li><li>Solo cuando ambos estén relajados, dejarlos juntos sin vigilancia.</li></ol>
<p>El arenero y el comedero del gato deben quedar fuera del alcance del perro: os ahorrará muchos disgustos.</p>`,
  },
  {
    slugDe: "pflegestelle-auf-zeit",
    slugEs: "casa-de-acogida-temporal",
    titleDe: "Pflegestelle auf Zeit: Was dich erwartet",
    titleEs: "Casa de acogida temporal: qué te espera",
    excerptDe:
      "Vier bis sechs Wochen ein Zuhause schenken und einen Hund auf sein neues Leben vorbereiten: Was Pflegestellen leisten, welche Kosten wir übernehmen und wie wir dich begleiten.",
    excerptEs:
      "Regalar un hogar durante cuatro a seis semanas y preparar a un perro para su nueva vida: qué hacen las casas de acogida, qué costes cubrimos y cómo te acompañamos.",
    metaDescriptionDe:
      "Pflegestelle werden: Aufgaben, Dauer von 4 bis 6 Wochen, Kostenübernahme durch den Verein und Begleitung bei der Vermittlung.",
    metaDescriptionEs:
      "Ser casa de acogida: tareas, estancia de 4 a 6 semanas, costes cubiertos por la asociación y acompañamiento en la adopción.",
    categoryDe: "Pflegestelle",
    categoryEs: "Casa de acogida",
    imageUrl: "sample/foster-time.webp",
    galleryImages: [],
    displayOrder: 6,
    featured: false,
    contentDe: `<p>Pflegestellen sind die Brücke zwischen Tierheim und Für-immer-Zuhause. Ein Hund, der in einer Familie lebt, lässt sich viel besser einschätzen – und findet schneller Adoptanten.</p>
<h2>Deine Aufgaben</h2>
<p>Du gibst dem Hund für typischerweise vier bis sechs Wochen ein Zuhause, bringst ihm die Grundlagen des Familienlebens bei und erzählst uns, wie er sich verhält. Interessenten lernen ihn bei dir kennen.</p>
<h2>Was wir übernehmen</h2>
<p>Tierarztkosten und Futter übernimmt der Verein. Du bist nie allein: Eine feste Ansprechpartnerin begleitet dich von der Ankunft bis zur Vermittlung. Und wenn du dich verliebst, hast du als Pflegestelle natürlich ein Vorrecht auf die Adoption.</p>`,
    contentEs: `<p>Las casas de acogida son el puente entre el refugio y el hogar definitivo. Un perro que vive en familia se conoce mucho mejor y encuentra adoptantes más rápido.</p>
<h2>Tus tareas</h2>
<p>Das un hogar al perro normalmente durante cuatro a seis semanas, le enseñas lo básico de la vida en familia y nos cuentas cómo se comporta. Los interesados lo conocen en tu casa.</p>
<h2>Lo que cubrimos</h2>
<p>La asociación se hace cargo del veterinario y de la comida. Nunca estarás solo: una persona de contacto te acompaña desde la llegada hasta la adopción. Y si te enamoras, como casa de acogida tienes derecho preferente a adoptarlo.</p>`,
  },
];
