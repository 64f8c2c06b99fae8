/**
 * The dog list the fake dog source serves to the end-to-end server: small,
 * deterministic, one dog per case the pages distinguish. Raw source format,
 * mixing the field variants the source may send.
 */
const id = (n: number) => `66e2fa11bb00cc${String(n).padStart(2, "0")}d0a0b0${String(n).padStart(4, "0")}`;

export const fixtureCacheTimestamp = "2026-04-30T14:45:00.000Z";

export const fixtureDogs = [
  {
    id: id(1),
    title: "Jürgen",
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
    name: "Señor Peña",
    species: "Hunde ES",
    tags: ["Patenschaften"],
    publicHeadline: "Adoption oder Patenschaft",
    // A picture as the pet office sends it, without alt text.
    description: '<p>Peña wohnt auf der Finca.</p><p><img src="/images/dogs/placeholder.svg"></p>',
    images: [{ id: "p1" }],
  },
  {
    id: id(4),
    title: "Niño",
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
    species: "Hunde Residencia Monika",
    tags: [],
    publicHeadline: "Wartet in der Residencia",
    publicDescription: "<p>Lucía lebt in der Residencia Monika.</p>",
    imageIds: ["l1"],
  },
  {
    id: id(6),
    title: "Opa Tomás",
    species: "Hunde Hospiz",
    tags: ["Hospiz"],
    publicHeadline: "Lebensabend im Hospiz",
    publicDescription: "<p>Tomás bleibt für immer bei uns.</p>",
    imageIds: ["t1"],
  },
  {
    id: id(7),
    title: "Zoë",
    species: "Hunde ES",
    tags: ["HOSPIZ"],
    publicHeadline: "Herzkrank",
    publicDescription: "<p>Zoë ist herzkrank.</p>",
    imageIds: [],
  },
  {
    id: id(8),
    title: "Óscar",
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
    species: "Hunde Sonstige",
    tags: [],
    publicHeadline: "Sonderfall in Spanien",
    publicDescription: "<p>Ágata ist ein Sonderfall.</p>",
    imageIds: ["a1"],
  },
  {
    id: id(10),
    title: "Kira",
    species: "Hunde DE",
    tags: [],
    publicHeadline: "Bild fehlt beim Bildhoster",
    publicDescription: "<p>Kiras Bild gibt es nicht.</p>",
    imageIds: ["missing1"],
  },
  {
    id: id(11),
    title: "Weißwurst",
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
    species: "Hunde ES",
    tags: [],
    publicHeadline: "Nur mit _id",
    publicDescription: "<p>Udo hat nur eine _id.</p>",
    imageIds: ["u1"],
  },
  { id: id(13), species: "Hunde ES", tags: [], publicHeadline: "Ohne Titel", imageIds: [] },
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
