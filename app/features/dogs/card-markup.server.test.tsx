import { Writable } from "node:stream";
import type { ReactNode } from "react";
import type * as ReactDomServer from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { frameDataFor } from "~/features/seo/head-context.server";
import type { Locale } from "~/i18n/locales";
import { textsFor } from "~/i18n/texts.server";
import { keptDogCardMarkup } from "./card-markup.server";
import { DogCardMarkupContext } from "./components/card-markup";
import type { DogCardProps } from "./components/dog-card";
import { DogGrid } from "./components/dog-grid";
import { listedDogs } from "./list";
import { normaliseDogList } from "./normalise";
import { sampleDogSource } from "./sample/dogs";
import type { DogSummary } from "./types";

// The cards' renders, counted: `renderToString` is what the kept markup saves on every page after the first.
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("react-dom/server", async (importOriginal) => {
  const server = await importOriginal<typeof ReactDomServer>();
  return {
    ...server,
    renderToString: (...args: Parameters<typeof server.renderToString>) => {
      cardRenders.count++;
      return server.renderToString(...args);
    },
  };
});

const sampleDogs = () => listedDogs(normaliseDogList(sampleDogSource, new Date(sampleDogSource.cacheTimestamp)).dogs);

/** Renders as the server does (entry.server.tsx: the streaming renderer, the whole document at once). */
function renderAsServer(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(Buffer.from(chunk));
              callback();
            },
            final(callback) {
              resolve(Buffer.concat(chunks).toString("utf8"));
              callback();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

/** A dog grid of a page of `locale`, with the kept cards (each one asked for counted) or without. */
function gridPage(locale: Locale, dogs: readonly DogSummary[], keptCards: boolean, askedFor: string[] = []) {
  const Grid = () => <DogGrid dogs={dogs} texts={textsFor(locale, "dogs").dogs} firstScreen />;
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Outlet, children: [{ id: "page", index: true, Component: Grid }] }]);
  const root = frameDataFor(locale, { de: "https://hunde.example", es: "https://perros.example.es" });
  const page = <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root, page: null } }} />;
  const markup = (card: DogCardProps) => {
    askedFor.push(card.dog.id);
    return keptDogCardMarkup(card);
  };
  return keptCards ? <DogCardMarkupContext.Provider value={markup}>{page}</DogCardMarkupContext.Provider> : page;
}

describe("the kept markup of a dog card", () => {
  it.each(["de", "es"] as const)("makes the same grid as the cards rendered in place, first card included (%s)", async (locale) => {
    const dogs = sampleDogs();
    const inPlace = await renderAsServer(gridPage(locale, dogs, false));
    expect(inPlace.split('<article class="dog-card">')).toHaveLength(dogs.length + 1);
    expect(inPlace).toContain('fetchPriority="high"');
    // Twice: the lazy cards (all but the first) rendered for the first page, taken from what is kept for the second.
    const askedFor: string[] = [];
    const rendersBefore = cardRenders.count;
    expect(await renderAsServer(gridPage(locale, dogs, true, askedFor))).toBe(inPlace);
    expect(askedFor).toEqual(dogs.slice(1).map((dog) => dog.id));
    expect(cardRenders.count - rendersBefore).toBe(dogs.length - 1);
    expect(await renderAsServer(gridPage(locale, dogs, true, askedFor))).toBe(inPlace);
    expect(askedFor).toHaveLength(2 * (dogs.length - 1));
    expect(cardRenders.count - rendersBefore).toBe(dogs.length - 1);
  });

  it("is kept per dog, language and card, and a refreshed list's dogs get theirs anew", () => {
    const [first] = sampleDogs();
    const texts = textsFor("de", "dogs").dogs;
    const card = { dog: first!, href: "/hunde/a", texts };
    const rendersBefore = cardRenders.count;
    expect(keptDogCardMarkup(card)).toBe(keptDogCardMarkup({ ...card }));
    expect(cardRenders.count - rendersBefore).toBe(1);
    expect(keptDogCardMarkup({ ...card, href: "/hunde/b" })).toContain('<a href="/hunde/b">');
    expect(keptDogCardMarkup({ ...card, texts: textsFor("es", "dogs").dogs })).toContain(`Foto de ${first!.title}`);
    // The next refresh brings new summary objects: a changed name shows at once.
    expect(keptDogCardMarkup({ ...card, dog: { ...first!, title: "Neu" } })).toContain('<a href="/hunde/a">Neu</a>');
  });
});
