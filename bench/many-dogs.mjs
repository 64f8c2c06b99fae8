// A local dog source with many dogs shaped like the pet-office's list, for the bench scripts.
import { createServer } from "node:http";

const names = ["Bello", "Luna", "Jürgen", "Niño", "Chloé", "Strauß", "Rocco", "Kira", "Maja", "Toby", "Lola", "Canela"];
const speciesValues = ["Hunde DE", "Hunde ES", "Hunde Residencia Monika", "Hunde Hospiz"];

export function manyDogs(count) {
  return Array.from({ length: count }, (_, i) => ({
    id: `65f1c0de${String(i).padStart(16, "0")}`,
    title: `${names[i % names.length]} ${i}`,
    name: `${names[i % names.length]} ${i}`,
    species: speciesValues[i % 7 === 0 ? 3 : i % 5 === 0 ? 2 : i % 2],
    tags: i % 3 === 0 ? ["Patenschaften"] : [],
    reserved: i % 11 === 0,
    mediated: i % 13 === 0,
    inGermany: false,
    publicHeadline: `Ein lieber Hund mit der Nummer ${i}, der ein Zuhause sucht`,
    publicDescription: `<p>Beschreibung von Hund ${i}. ${"Sehr lieb und verträglich. ".repeat(20)}</p>`,
    imageIds: [`img${i}a`, `img${i}b`],
  }));
}

/** Serves `count` dogs as the dog source; resolves with its list URL and a close function. */
export async function startManyDogsSource(count) {
  const body = JSON.stringify({ dogs: manyDogs(count), cacheTimestamp: new Date().toISOString() });
  const source = createServer((_req, res) => {
    res.setHeader("Content-Type", "application/json");
    res.end(body);
  });
  await new Promise((resolve) => source.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${source.address().port}/dogs`, close: () => source.close() };
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
