import { Link } from "react-router";
import { useTranslations } from "~/i18n/hooks";
import { Section } from "~/components/section";
import { hospiceContent } from "./content";

/** A hospice dog as the grid shows it (filled from the dog list by the hospice rule). */
export interface HospiceDog {
  id: string;
  name: string;
  /** Path of the dog's detail page. */
  href: string;
  /** Image URL, 500x500 (spec 1 §3 default size). */
  image: string;
}

const DOG_IMAGE_SIZE = 500;

/** Spec 2 §2/§4: the hospice dogs with their count in the intro, or the empty text. */
export function HospiceDogs({ dogs }: { dogs: readonly HospiceDog[] }) {
  const t = useTranslations(hospiceContent).dogs;
  return (
    <Section title={t.title} intro={dogs.length > 0 ? t.count(dogs.length) : undefined}>
      {dogs.length === 0 ? (
        <p className="text-center text-lg text-muted-foreground">{t.empty}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {dogs.map((dog) => (
            <li key={dog.id}>
              <Link to={dog.href} className="group block overflow-hidden rounded-lg border bg-card shadow-sm">
                <img
                  src={dog.image}
                  width={DOG_IMAGE_SIZE}
                  height={DOG_IMAGE_SIZE}
                  alt=""
                  loading="lazy"
                  className="aspect-square w-full object-cover transition-transform group-hover:scale-105"
                />
                <span className="block p-4 text-lg font-semibold">{dog.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
