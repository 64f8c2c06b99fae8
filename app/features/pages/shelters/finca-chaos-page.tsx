import { Link } from "react-router";
import { deferredIsland } from "~/components/deferred-island";
import { Section } from "~/components/section";
import { format } from "~/i18n/format";
import { useLocalizedPath } from "~/i18n/hooks";
import { PRIVACY_VIDEO_ANCHOR } from "../legal/anchors";
import { DonationPurposeSection } from "../shared/donation-purpose";
import { FactSection } from "../shared/fact-grid";
import type { PageImage } from "../shared/images";
import { PageHero, Prose } from "../shared/page-layout";
import type { SharedPageTexts } from "../shared/texts";
import type { FincaChaosTexts } from "./finca-chaos-texts";
import { SitePlan } from "./site-plan";

/**
 * The videos' players: each poster is a plain link to the video on YouTube in the server HTML; the code that plays it
 * in the page instead comes at the visitor's first interaction (components/deferred-island.tsx), not with the page
 * (docs/decisions/0028-less-javascript-first-visit.md).
 */
const VideoFacade = deferredIsland(() => import("./video-facade").then((module) => module.VideoFacade));

/** A video of the Finca, its title in the page's language. */
export interface FincaVideo {
  youtubeId: string;
  title: string;
}

export function FincaChaosPage({
  videos,
  images,
  texts,
}: {
  videos: readonly FincaVideo[];
  images: { hero: PageImage; sitePlan: PageImage; videoPoster: PageImage };
  texts: { fincaChaos: FincaChaosTexts; sharedPage: SharedPageTexts };
}) {
  const t = texts.fincaChaos;
  const path = useLocalizedPath();
  return (
    <>
      <PageHero image={images.hero} title={t.hero.title} lead={t.hero.lead} />

      <Section title={t.about.title} width="narrow">
        <Prose paragraphs={t.about.paragraphs} />
      </Section>

      <FactSection title={t.facts.title} facts={t.facts.items} />

      <Section title={t.sitePlan.title} intro={t.sitePlan.intro}>
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-[2fr_1fr] md:items-center">
          <SitePlan
            image={images.sitePlan}
            alt={t.sitePlan.alt}
            title={t.sitePlan.title}
            openLabel={t.sitePlan.open}
            closeLabel={t.sitePlan.close}
          />
          <ul className="list-disc space-y-2 pl-5 text-muted-foreground">
            {t.sitePlan.legend.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        </div>
      </Section>

      <Section title={t.videos.title} intro={t.videos.intro} tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {videos.map((video) => (
            <li key={video.youtubeId}>
              <VideoFacade
                youtubeId={video.youtubeId}
                title={video.title}
                playLabel={format(t.videos.play, { title: video.title })}
                poster={images.videoPoster}
              />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {t.videos.notice}{" "}
          <Link to={`${path("privacy")}#${PRIVACY_VIDEO_ANCHOR}`} className="text-link">
            {t.videos.privacyLink}
          </Link>
          .
        </p>
      </Section>

      <DonationPurposeSection
        title={t.donation.title}
        intro={t.donation.intro}
        purpose={t.donation.purpose}
        place={t.donation.place}
        texts={texts.sharedPage.donation}
      />
    </>
  );
}
