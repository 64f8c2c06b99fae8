import { Link } from "react-router";
import { Section } from "~/components/section";
import { DonationForm } from "~/features/forms/islands/donation-form";
import { format } from "~/i18n/format";
import { useLocalizedPath } from "~/i18n/hooks";
import type { SharedPageTexts } from "./texts";

/**
 * The closing donation block of the hospice and shelter pages: the donation
 * form preset with the purpose, the 10 % note and (German) the tax note.
 */
export function DonationPurposeSection({
  title,
  intro,
  purpose,
  place,
  notes = [],
  texts: t,
}: {
  title: string;
  intro: string;
  /** Preset purpose of the form, e.g. "Hospiz" or "Finca Chaos". */
  purpose: string;
  /** The place in the 10 % sentence ("das Hospiz", "la Finca Chaos"). */
  place: string;
  /** Further notes of the page under the standard ones. */
  notes?: readonly string[];
  texts: SharedPageTexts["donation"];
}) {
  const path = useLocalizedPath();
  return (
    <Section id="spenden" title={title} intro={intro} width="narrow" tone="muted">
      <p className="donation-purpose">
        {t.purposeLabel}: <strong>{purpose}</strong>
      </p>
      <DonationForm purpose={purpose} />
      <div className="donation-notes">
        <p>{format(t.tenPercent, { place })}</p>
        {[...t.taxNote, ...notes].map((note) => (
          <p key={note}>{note}</p>
        ))}
        <p>
          <Link to={`${path("donations")}#${t.bankDetailsAnchor}`} className="text-link">
            {t.bankDetailsLink}
          </Link>
        </p>
      </div>
    </Section>
  );
}
