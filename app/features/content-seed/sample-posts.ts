import type { blogPosts } from "~/db/schema";

/**
 * Sample blog posts inserted into an empty database (both languages, with
 * galleries), so a fresh installation shows a living blog. Image values are
 * paths in the blog-images bucket; the files ship in ./media.
 */
export const samplePosts: (typeof blogPosts.$inferInsert)[] = [
  {
    slugDe: "luna-ist-angekommen",
    slugEs: "luna-ha-llegado",
    titleDe: "Luna ist angekommen: Von der Finca Chaos nach Hamburg",
    titleEs: "Luna ha llegado: de la Finca Chaos a Hamburgo",
    excerptDe:
      "Drei Jahre wartete die scheue Podenco-Hündin Luna auf der Finca Chaos auf ihre Chance. Jetzt lebt sie bei Familie Petersen in Hamburg – eine Geschichte über Geduld, Vertrauen und ein Sofa mit Blick in den Garten.",
    excerptEs:
      "Durante tres años, la tímida podenca Luna esperó su oportunidad en la Finca Chaos. Ahora vive con la familia Petersen en Hamburgo: una historia de paciencia, confianza y un sofá con vistas al jardín.",
    categoryDe: "Erfolgsgeschichten",
    categoryEs: "Historias de éxito",
    publishedDate: "2025-03-14",
    imageUrl: "sample/luna-arrival.webp",
    galleryImages: [
      {
        url: "sample/luna-arrival-1.webp",
        caption_de: "Abfahrt in Spanien: Luna steigt in den Transporter",
        caption_es: "Salida en España: Luna sube a la furgoneta",
      },
      {
        url: "sample/luna-arrival-2.webp",
        caption_de: "Der erste Spaziergang an der Elbe",
        caption_es: "El primer paseo junto al río Elba",
      },
      {
        url: "sample/luna-arrival-3.webp",
        caption_de: "Angekommen: Luna vor ihrem neuen Zuhause",
        caption_es: "Ya en casa: Luna frente a su nuevo hogar",
      },
    ],
    contentDe: `<p>Als wir Luna im Frühjahr 2022 an einer Landstraße bei Castellón fanden, war sie abgemagert und ließ niemanden näher als drei Meter an sich heran. Auf der <a href="/finca-chaos">Finca Chaos</a> bekam sie einen ruhigen Auslauf, feste Bezugspersonen und vor allem Zeit.</p>
<h2>Vertrauen braucht Geduld</h2>
<p>Monatelang saß unsere Helferin Carmen jeden Morgen mit einem Buch im Auslauf, ohne Luna anzusehen. Irgendwann lag die Hündin neben ihr, wenig später holte sie sich die ersten Streicheleinheiten ab. Für viele Interessenten blieb Luna trotzdem „die Schüchterne aus der Ecke“.</p>
<h2>Ein Zuhause in Hamburg</h2>
<p>Familie Petersen hatte bereits einen souveränen Ersthund und wusste, worauf sie sich einlässt. Nach der Vorkontrolle und mehreren Videotelefonaten reiste Luna mit unserem Transport nach Seevetal bei Hamburg, wo sie ihre Familie schon erwartete.</p>
<blockquote><p>„Die ersten zwei Wochen hat sie fast nur geschlafen. Heute bringt sie uns morgens ihr Spielzeug ans Bett.“ – Jana Petersen</p></blockquote>
<p>Wir sind unendlich dankbar für Menschen, die einem ängstlichen Hund diese Chance geben. Auf der Finca Chaos warten noch viele Lunas – vielleicht ist deiner dabei?</p>`,
    contentEs: `<p>Cuando encontramos a Luna en la primavera de 2022 junto a una carretera cerca de Castellón, estaba desnutrida y no dejaba que nadie se acercara a menos de tres metros. En la <a href="/finca-chaos">Finca Chaos</a> recibió un recinto tranquilo, personas de referencia y, sobre todo, tiempo.</p>
<h2>La confianza necesita paciencia</h2>
<p>Durante meses, nuestra voluntaria Carmen se sentaba cada mañana con un libro en el recinto, sin mirar a Luna. Un día la perra se tumbó a su lado y poco después pidió sus primeras caricias. Aun así, para muchos interesados Luna seguía siendo «la tímida del rincón».</p>
<h2>Un hogar en Hamburgo</h2>
<p>La familia Petersen ya tenía un perro equilibrado y sabía lo que suponía la adopción. Tras el control previo y varias videollamadas, Luna viajó con nuestro transporte hasta Seevetal, cerca de Hamburgo, donde su familia ya la esperaba.</p>
<blockquote><p>«Las dos primeras semanas casi solo durmió. Hoy nos trae su juguete a la cama cada mañana.» – Jana Petersen</p></blockquote>
<p>Damos las gracias de corazón a las personas que dan esta oportunidad a un perro miedoso. En la Finca Chaos esperan muchas más Lunas: ¿quizá la tuya está entre ellas?</p>`,
  },
  {
    slugDe: "rueckblick-2024",
    slugEs: "resumen-2024",
    titleDe: "Rückblick 2024: Mehr als 150 gerettete Hunde",
    titleEs: "Resumen de 2024: más de 150 perros rescatados",
    excerptDe:
      "2024 war unser bisher intensivstes Jahr: mehr als 150 gerettete Hunde, zwei neue Pflegestellen-Regionen und ein Hospiz, das alten Hunden einen würdevollen Lebensabend schenkt. Ein Dankeschön in Zahlen und Geschichten.",
    excerptEs:
      "2024 ha sido nuestro año más intenso: más de 150 perros rescatados, dos nuevas regiones con casas de acogida y un hospicio que regala una vejez digna a perros mayores. Un agradecimiento en cifras e historias.",
    categoryDe: "Vereinsleben",
    categoryEs: "Vida de la asociación",
    publishedDate: "2025-01-20",
    imageUrl: "sample/review-2024.webp",
    galleryImages: [
      {
        url: "sample/review-2024-1.webp",
        caption_de: "Neu im Hospiz: die Senioren Toby und Nala",
        caption_es: "Nuevos en el hospicio: los abuelos Toby y Nala",
      },
      {
        url: "sample/review-2024-2.webp",
        caption_de: "Einer von zwölf Transporten nach Deutschland",
        caption_es: "Uno de los doce transportes a Alemania",
      },
    ],
    contentDe: `<p>Seit 2013 retten wir Straßenhunde in Spanien – doch kein Jahr hat uns so gefordert und so beschenkt wie 2024. Mehr als 150 Hunde haben wir von der Straße, aus Tötungsstationen oder aus schlechter Haltung geholt.</p>
<h2>Das Jahr in Zahlen</h2>
<ul>
<li>mehr als 150 gerettete Hunde</li>
<li>zwölf Transporte nach Deutschland</li>
<li>über 40 Hunde in deutschen Pflegestellen begleitet</li>
<li>rund 300 Tierarztbesuche, Impfungen und Kastrationen</li>
</ul>
<h2>Was uns besonders bewegt hat</h2>
<p>Unser Hospiz für alte und kranke Hunde ist gewachsen. Hunde wie Toby, der mit 14 Jahren ausgesetzt wurde, dürfen dort in Ruhe alt werden. Möglich machen das vor allem unsere Paten und Teaming-Mitglieder, die uns mit kleinen monatlichen Beträgen verlässlich unterstützen.</p>
<p>Danke an alle Adoptantinnen und Adoptanten, Pflegestellen, Mitglieder und Spender. Ohne euch gäbe es keine dieser Geschichten.</p>`,
    contentEs: `<p>Desde 2013 rescatamos perros callejeros en España, pero ningún año nos ha exigido ni regalado tanto como 2024. Hemos sacado a más de 150 perros de la calle, de perreras o de malas condiciones.</p>
<h2>El año en cifras</h2>
<ul>
<li>más de 150 perros rescatados</li>
<li>doce transportes a Alemania</li>
<li>más de 40 perros acompañados en casas de acogida alemanas</li>
<li>unas 300 visitas al veterinario, vacunas y esterilizaciones</li>
</ul>
<h2>Lo que más nos ha emocionado</h2>
<p>Nuestro hospicio para perros mayores y enfermos ha crecido. Perros como Toby, abandonado con 14 años, pueden envejecer allí con tranquilidad. Lo hacen posible sobre todo nuestros padrinos y los miembros de Teaming, que nos apoyan de forma constante con pequeñas aportaciones mensuales.</p>
<p>Gracias a todas las familias adoptantes, casas de acogida, socios y donantes. Sin vosotros no existiría ninguna de estas historias.</p>`,
  },
  {
    slugDe: "neue-auslaeufe-finca-chaos",
    slugEs: "nuevos-recintos-finca-chaos",
    titleDe: "Neue Zäune und Schattenplätze für die Ausläufe der Finca Chaos",
    titleEs: "Nuevas vallas y zonas de sombra para los recintos de la Finca Chaos",
    excerptDe:
      "Dank eurer Spenden konnten wir im Herbst die Zäune der sieben Ausläufe erneuern und überall Schattensegel anbringen. Ein Baustellenbericht von der Finca Chaos mit vielen helfenden Händen – und neugierigen Ziegen.",
    excerptEs:
      "Gracias a vuestras donaciones, este otoño renovamos las vallas de los siete recintos y colocamos toldos de sombra en todos ellos. Crónica de obra desde la Finca Chaos, con muchas manos voluntarias y cabras curiosas.",
    categoryDe: "Projekte",
    categoryEs: "Proyectos",
    publishedDate: "2024-11-05",
    imageUrl: "sample/finca-runs.webp",
    galleryImages: [
      {
        url: "sample/finca-runs-1.webp",
        caption_de: "Der neue Zaun am großen Auslauf",
        caption_es: "La nueva valla del recinto grande",
      },
      {
        url: "sample/finca-runs-2.webp",
        caption_de: "Probeliegen unter dem Schattensegel",
        caption_es: "Primera siesta bajo el toldo",
      },
      {
        url: "sample/finca-runs-3.webp",
        caption_de: "Feierabend nach dem letzten Arbeitstag",
        caption_es: "Fin de jornada tras el último día de obra",
      },
    ],
    contentDe: `<p>Die Finca Chaos ist mit ihren 10.000 m² das Zuhause vieler unserer Hunde. Die sieben Ausläufe mit je 150 bis 180 m² hatten nach Jahren in Sonne und Wind eine Erneuerung dringend nötig.</p>
<h2>Was wir gebaut haben</h2>
<p>Innerhalb von drei Wochenenden haben Freiwillige aus Spanien und Deutschland 400 Meter Zaun gesetzt, Tore repariert und über jedem Auslauf ein Schattensegel gespannt. Die Hütten in vier Ausläufen bekamen neue Dächer.</p>
<p>Unsere 14 Ziegen haben die Bauarbeiten übrigens mit großem Interesse begleitet – und mehr als einmal versucht, die Schrauben zu fressen.</p>
<h2>Danke!</h2>
<p>Die Material- und Transportkosten von rund 6.000 Euro wurden vollständig durch Spenden gedeckt. Jeder Euro, der auf der Finca ankommt, macht den Alltag der Hunde ein Stück besser.</p>`,
    contentEs: `<p>Con sus 10.000 m², la Finca Chaos es el hogar de muchos de nuestros perros. Tras años de sol y viento, los siete recintos de 150 a 180 m² necesitaban urgentemente una renovación.</p>
<h2>Lo que hemos construido</h2>
<p>En tres fines de semana, voluntarios de España y Alemania instalaron 400 metros de valla, repararon puertas y colocaron un toldo de sombra sobre cada recinto. Las casetas de cuatro recintos recibieron tejados nuevos.</p>
<p>Por cierto, nuestras 14 cabras siguieron las obras con gran interés e intentaron más de una vez comerse los tornillos.</p>
<h2>¡Gracias!</h2>
<p>Los costes de material y transporte, unos 6.000 euros, se cubrieron por completo con donaciones. Cada euro que llega a la finca mejora un poco el día a día de los perros.</p>`,
  },
  {
    slugDe: "transporttag-nach-deutschland",
    slugEs: "dia-de-transporte-a-alemania",
    titleDe: "Ein Tag im Transporter: So reisen unsere Hunde nach Deutschland",
    titleEs: "Un día en la furgoneta: así viajan nuestros perros a Alemania",
    excerptDe:
      "Rund anderthalb Tage dauert die Fahrt von Spanien bis zu den Übergabepunkten in Deutschland. Wir haben unser Fahrerteam begleitet – von der letzten Gassirunde in Castellón bis zur Übergabe in Berlin.",
    excerptEs:
      "El viaje desde España hasta los puntos de entrega en Alemania dura alrededor de un día y medio. Acompañamos a nuestro equipo de conductores: desde el último paseo en Castellón hasta la entrega en Berlín.",
    categoryDe: "Hinter den Kulissen",
    categoryEs: "Entre bastidores",
    publishedDate: "2024-09-10",
    imageUrl: "sample/transport-day.webp",
    galleryImages: [
      {
        url: "sample/transport-day-1.webp",
        caption_de: "Pause auf halber Strecke",
        caption_es: "Descanso a mitad de camino",
      },
      {
        url: "sample/transport-day-2.webp",
        caption_de: "Wiedersehen am Übergabepunkt",
        caption_es: "Reencuentro en el punto de entrega",
      },
    ],
    contentDe: `<p>Um sechs Uhr morgens ist auf dem Hof in Castellón schon Betrieb: Jeder Hund bekommt eine letzte Gassirunde, die Papiere werden ein letztes Mal geprüft, dann geht es in die klimatisierten Boxen.</p>
<h2>Unterwegs</h2>
<p>Alle vier Stunden halten wir an, kontrollieren Wasser und Wohlbefinden und lassen die Hunde nach Möglichkeit kurz hinaus. Zwei Fahrer wechseln sich ab, damit niemand übermüdet am Steuer sitzt.</p>
<h2>Ankunft</h2>
<p>Unsere Übergabepunkte sind Freiburg, Karlsruhe, Frankfurt, Köln, Dortmund, Hannover, Seevetal bei Hamburg und Berlin. Dort warten die neuen Familien und Pflegestellen – oft mit Tränen in den Augen. Für uns ist dieser Moment jedes Mal der schönste der ganzen Fahrt.</p>`,
    contentEs: `<p>A las seis de la mañana ya hay movimiento en el patio de Castellón: cada perro da un último paseo, se revisan los papeles por última vez y después suben a sus transportines climatizados.</p>
<h2>En ruta</h2>
<p>Cada cuatro horas paramos, comprobamos el agua y el bienestar de los perros y, cuando es posible, les dejamos salir un momento. Dos conductores se turnan para que nadie conduzca cansado.</p>
<h2>La llegada</h2>
<p>Nuestros puntos de entrega son Friburgo, Karlsruhe, Fráncfort, Colonia, Dortmund, Hannover, Seevetal cerca de Hamburgo y Berlín. Allí esperan las nuevas familias y casas de acogida, a menudo con lágrimas en los ojos. Para nosotros, ese momento es siempre el más bonito del viaje.</p>`,
  },
  {
    slugDe: "sommerhitze-in-spanien",
    slugEs: "calor-de-verano-en-espana",
    titleDe: "Sommerhitze in Spanien: So schützen wir unsere Hunde",
    titleEs: "Calor de verano en España: así protegemos a nuestros perros",
    excerptDe:
      "Bei über 40 Grad wird jeder Tag zur Herausforderung. Planschbecken, gefrorene Leckerli und Spaziergänge im Morgengrauen: So kommen die Hunde in unserer Obhut durch den spanischen Sommer.",
    excerptEs:
      "Con más de 40 grados, cada día es un reto. Piscinas, premios congelados y paseos al amanecer: así superan el verano español los perros a nuestro cuidado.",
    categoryDe: "Tierschutz",
    categoryEs: "Protección animal",
    publishedDate: "2024-07-22",
    imageUrl: "sample/summer-heat.webp",
    galleryImages: [],
    contentDe: `<p>Der Sommer an der Costa Azahar ist lang und heiß. Für Hunde, die im Freien leben, kann das lebensgefährlich werden – besonders für Senioren, Welpen und kurznasige Rassen.</p>
<h2>Unsere Hitzeregeln</h2>
<ul>
<li>Spaziergänge nur vor 9 Uhr und nach 20 Uhr</li>
<li>in jedem Auslauf Schatten, frisches Wasser und ein Planschbecken</li>
<li>gefrorene Leckerli aus Brühe und Joghurt als Abkühlung</li>
<li>tägliche Kontrolle auf Anzeichen eines Hitzschlags</li>
</ul>
<p>Auch in Deutschland werden Sommer heißer. Lass deinen Hund nie im Auto zurück, auch nicht „nur kurz“, und prüfe Asphalt mit dem Handrücken: Ist er für dich zu heiß, ist er es auch für Hundepfoten.</p>`,
    contentEs: `<p>El verano en la Costa del Azahar es largo y caluroso. Para los perros que viven al aire libre puede ser mortal, sobre todo para los mayores, los cachorros y las razas braquicéfalas.</p>
<h2>Nuestras reglas contra el calor</h2>
<ul>
<li>paseos solo antes de las 9 y después de las 20 horas</li>
<li>sombra, agua fresca y una piscina en cada recinto</li>
<li>premios congelados de caldo y yogur para refrescarse</li>
<li>revisión diaria de signos de golpe de calor</li>
</ul>
<p>Nunca dejes a tu perro en el coche, ni siquiera «un momento», y comprueba el asfalto con el dorso de la mano: si quema para ti, también quema sus almohadillas.</p>`,
  },
];
