import { Link } from "react-router";
import { useLocalizedPath, useTranslations } from "~/i18n/hooks";
import { faqAnchors } from "../faq/anchors";
import { StepList } from "../shared/cards";
import { Section } from "../shared/page-layout";
import { adoptionContent } from "./content";

const linkClass = "font-semibold text-primary underline-offset-4 hover:underline";

/** The adoption page's 7 steps with their links (dog list, form, FAQ anchors). */
export function AdoptionProcess({ formAnchor }: { formAnchor: string }) {
  const t = useTranslations(adoptionContent).process;
  const anchors = useTranslations(faqAnchors);
  const path = useLocalizedPath();
  const faq = (anchor: string) => `${path("faq")}#${anchor}`;
  const stepLinks: Record<number, { to: string; label: string }[]> = {
    0: [{ to: path("dogs"), label: t.dogsLink }],
    1: [{ to: `#${formAnchor}`, label: t.contactLink }],
    2: [{ to: faq(anchors.preCheck), label: t.preCheckLink }],
    3: [
      { to: faq(anchors.contract), label: t.contractLink },
      { to: faq(anchors.costs), label: t.costsLink },
    ],
  };
  return (
    <Section title={t.title} intro={t.intro}>
      <StepList
        steps={t.steps}
        extra={(index) =>
          stepLinks[index] ? (
            <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
              {stepLinks[index].map((link) =>
                link.to.startsWith("#") ? (
                  <a key={link.to} href={link.to} className={linkClass}>
                    {link.label}
                  </a>
                ) : (
                  <Link key={link.to} to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                ),
              )}
            </p>
          ) : null
        }
      />
    </Section>
  );
}
