/**
 * Placeholder images of the static pages, all in public/images/placeholders/
 * until the association supplies real photos (same file name, same aspect).
 * Width and height are given so the browser reserves the space (no layout shift).
 */
export interface PageImage {
  src: string;
  width: number;
  height: number;
}

const placeholder = (file: string, width: number, height: number): PageImage => ({
  src: `/images/placeholders/${file}`,
  width,
  height,
});

const hero = (file: string) => placeholder(file, 1600, 900);

export const pageImages = {
  heroHome: hero("hero-home.svg"),
  heroAdoption: hero("hero-adoption.svg"),
  heroFosterHome: hero("hero-foster-home.svg"),
  heroDonations: hero("hero-donations.svg"),
  heroAbout: hero("hero-about.svg"),
  heroMembership: hero("hero-membership.svg"),
  heroHospice: hero("hero-hospice.svg"),
  heroFincaChaos: hero("hero-finca-chaos.svg"),
  heroResidenciaMonika: hero("hero-residencia-monika.svg"),
  hospiceFounder: placeholder("hospice-founder.svg", 400, 400),
  fincaChaosSitePlan: placeholder("finca-chaos-site-plan.svg", 1200, 800),
  videoPoster: placeholder("video-poster.svg", 1280, 720),
  residenciaMonika: [1, 2, 3, 4].map((n) => placeholder(`residencia-monika-${n}.svg`, 800, 600)),
} as const;
