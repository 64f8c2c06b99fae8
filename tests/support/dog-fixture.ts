/**
 * The dog list the fake dog source serves to the end-to-end server: small,
 * deterministic, one dog per case the pages distinguish. Raw source format,
 * mixing the field variants the source may send. Like the pet office's
 * entries, a dog has a title (shown) and a name (its slug), mostly the same;
 * Opa Tomás is named Tomás, Fina has no name (her card links to unknown-dog),
 * Paco no title (no card).
 */
const id = (n: number) => `66e2fa11bb00cc${String(n).padStart(2, "0")}d0a0b0${String(n).padStart(4, "0")}`;

export const fixtureCacheTimestamp = "2026-04-30T14:45:00.000Z";

export const fixtureDogs = [
  {
    id: id(1),
    title: "Jürgen",
    name: "Jürgen",
    species: "Hunde DE",
    tags: [],
    publicHeadline: "Gemütlicher Sofakönig",
    publicDescription:
      '<h3>Über Jürgen</h3><p>Jürgen ist ein <strong>ruhiger</strong> Rüde.</p><script>window.hacked = true</script><p onclick="x()" data-x="1">Er liebt Spaziergänge.</p>',
    imageIds: ["j1", "j2", "j3"],
  },
  {
    id: id(2),
    title: "Bärbel",
    name: "Bärbel",
    species: "Hunde DE",
    mediated: true,
    reserved: true,
    tags: [],
    publicHeadline: "Reserviert in der Pflegestelle",
    publicDescription: "<p>Bärbel lebt in einer Pflegestelle.</p>",
    imageId: "b1",
  },
  {
    id: id(3),
    title: "Señor Peña",
    name: "Señor Peña",
    species: "Hunde ES",
    tags: ["Patenschaften"],
    publicHeadline: "Adoption oder Patenschaft",
    // Pictures as the pet office sends them, without alt text: one of its own (shown through our image
    // route) and one from another host (dropped: the CSP would block it).
    description:
      `<p>Peña wohnt auf der Finca.</p><p><img src="https://office.example/vermittlungstiere/${id(3)}/images/p1/500x500">` +
      '<img src="https://elsewhere.example/pena.jpg"></p>',
    images: [{ id: "p1" }],
  },
  {
    id: id(4),
    title: "Niño",
    name: "Niño",
    species: "Hunde ES",
    mediated: true,
    tags: ["patenschaften"],
    publicHeadline: "Pate gesucht",
    publicDescription: "<p>Niño sucht Paten.</p>",
    imageIds: ["n1"],
  },
  {
    id: id(5),
    title: "Lucía",
    name: "Lucía",
    species: "Hunde Residencia Monika",
    tags: [],
    publicHeadline: "Wartet in der Residencia",
    publicDescription: "<p>Lucía lebt in der Residencia Monika.</p>",
    imageIds: ["l1"],
  },
  {
    id: id(6),
    title: "Opa Tomás",
    name: "Tomás",
    species: "Hunde Hospiz",
    tags: ["Hospiz"],
    publicHeadline: "Lebensabend im Hospiz",
    publicDescription: "<p>Tomás bleibt für immer bei uns.</p>",
    imageIds: ["t1"],
  },
  {
    id: id(7),
    title: "Zoë",
    name: "Zoë",
    species: "Hunde ES",
    tags: ["HOSPIZ"],
    publicHeadline: "Herzkrank",
    publicDescription: "<p>Zoë ist herzkrank.</p>",
    imageIds: [],
  },
  {
    id: id(8),
    title: "Óscar",
    name: "Óscar",
    species: "Hunde Sonstige",
    inGermany: true,
    tags: [],
    publicHeadline: "Sonderfall in Deutschland",
    publicDescription: "<p>Óscar ist ein Sonderfall.</p>",
    imageIds: ["o1"],
  },
  {
    id: id(9),
    title: "Ágata",
    name: "Ágata",
    species: "Hunde Sonstige",
    tags: [],
    publicHeadline: "Sonderfall in Spanien",
    publicDescription: "<p>Ágata ist ein Sonderfall.</p>",
    imageIds: ["a1"],
  },
  {
    id: id(10),
    title: "Kira",
    name: "Kira",
    species: "Hunde DE",
    tags: [],
    publicHeadline: "Bild fehlt beim Bildhoster",
    publicDescription: "<p>Kiras Bild gibt es nicht.</p>",
    imageIds: ["missing1"],
  },
  {
    id: id(11),
    title: "Weißwurst",
    name: "Weißwurst",
    species: "Hunde ES",
    mediated: true,
    tags: [],
    publicHeadline: "In spanischer Pflegestelle",
    publicDescription: "<p>Weißwurst lebt in einer Pflegestelle.</p>",
    imageIds: ["w1"],
  },
  {
    _id: id(12),
    title: "Udo",
    name: "Udo",
    species: "Hunde ES",
    tags: [],
    publicHeadline: "Nur mit _id",
    publicDescription: "<p>Udo hat nur eine _id.</p>",
    imageIds: ["u1"],
  },
  { id: id(13), name: "Paco", species: "Hunde ES", tags: [], publicHeadline: "Ohne Titel", imageIds: [] },
  {
    id: id(14),
    title: "Fina",
    species: "Hunde ES",
    mediated: true,
    tags: ["Patenschaften"],
    publicHeadline: "Ohne Namen",
    publicDescription: "<p>Fina hat keinen Namen.</p>",
    imageIds: ["f1"],
  },
  { title: "Ohne Kennung", species: "Hunde DE", tags: [], publicHeadline: "Ohne id", imageIds: [] },
];

/** Ids of the fixture dogs by name, for the tests' expectations. */
export const fixtureIds = {
  juergen: id(1),
  baerbel: id(2),
  pena: id(3),
  nino: id(4),
  lucia: id(5),
  tomas: id(6),
  zoe: id(7),
  oscar: id(8),
  agata: id(9),
  kira: id(10),
  weisswurst: id(11),
  udo: id(12),
};

/** Image ids the fake image host has no image for. */
export const missingImagePattern = /^missing/;
