import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { resetEnvCache } from "~/config/env.server";
import { listedDogs } from "~/features/dogs/list";
import { hasOwnPage } from "~/features/dogs/slug";
import { loadDogList } from "~/features/dogs/source.server";
import { dogRoutes } from "../../server/dogs-routes";

/** Without DOGS_SOURCE_URL the sample dogs are served, with sample pictures drawn and converted like fetched ones. */
const dataDir = mkdtempSync(path.join(tmpdir(), "dog-samples-"));
let server: Server;
let base: string;

beforeAll(async () => {
  delete process.env.DOGS_SOURCE_URL;
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
  server = express().use(dogRoutes()).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  delete process.env.DATA_DIR;
  resetEnvCache();
  rmSync(dataDir, { recursive: true, force: true });
});

it("lists the sample dogs that have a card, including names with umlauts, ñ and accents and the one with only an _id", async () => {
  const dogs = listedDogs((await loadDogList()).dogs);
  expect(dogs.length).toBeGreaterThanOrEqual(40);
  expect(dogs.map((dog) => dog.title)).toEqual(expect.arrayContaining(["Jürgen", "Señor Peña", "Chloé", "Íñigo", "Gina & Toño", "Udo"]));
  expect(dogs.map((dog) => dog.title)).not.toContain("Ohne Kennung");
  expect(new Set(dogs.map((dog) => dog.species))).toEqual(
    new Set(["Hunde DE", "Hunde ES", "Hunde Residencia Monika", "Hunde Hospiz", "hunde hospiz", "Hunde Sonstige"]),
  );
});

it("gives every sample dog with id and title its own page, at a slug from its name", async () => {
  const { dogs } = await loadDogList();
  const listed = listedDogs(dogs);
  // Left out: the entries without title and without id.
  expect(listed).toHaveLength(dogs.length - 2);
  expect(listed.filter((dog) => !hasOwnPage(dog))).toEqual([]);
  expect(new Set(listed.map((dog) => dog.slug)).size).toBe(listed.length);
  expect(listed.find((dog) => dog.title === "Opa Andrés")?.slug).toMatch(/^andres-[0-9a-f]{8}$/);
});

it("serves a sample picture as an immutable WebP of the asked width, and 404 for an image id it does not know", async () => {
  const juergen = listedDogs((await loadDogList()).dogs).find((dog) => dog.title === "Jürgen")!;
  const response = await fetch(`${base}/images/dogs/${juergen.id}/${juergen.imageId}/480.webp`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(480);
  expect((await fetch(`${base}/images/dogs/${juergen.id}/nope/480.webp`)).status).toBe(404);
});
