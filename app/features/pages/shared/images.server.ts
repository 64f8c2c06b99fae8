import type { PageImage } from "./images";

/**
 * Placeholder images of the static pages, all in public/images/placeholders/
 * until the association supplies real photos (same file name, same aspect).
 * The pages get theirs as loader data: the list stays out of the browser (docs/decisions/0028-less-javascript-first-visit.md).
 */
const placeholder = (file: string, width: number, height: number): PageImage => ({
  src: `/images/placeholders/${file}`,
  width,
  height,
});

const hero = (file: string) => placeholder(file, 1600, 900);

export const heroHomeImage = hero("hero-home.svg");
export const heroAdoptionImage = hero("hero-adoption.svg");
export const heroFosterHomeImage = hero("hero-foster-home.svg");
export const heroDonationsImage = hero("hero-donations.svg");
export const heroAboutImage = hero("hero-about.svg");
export const heroMembershipImage = hero("hero-membership.svg");
export const heroHospiceImage = hero("hero-hospice.svg");
export const heroFincaChaosImage = hero("hero-finca-chaos.svg");
export const heroResidenciaMonikaImage = hero("hero-residencia-monika.svg");
export const fincaChaosSitePlanImage = placeholder("finca-chaos-site-plan.svg", 1200, 800);
export const videoPosterImage = placeholder("video-poster.svg", 1280, 720);
export const residenciaMonikaImages = [1, 2, 3, 4].map((n) => placeholder(`residencia-monika-${n}.svg`, 800, 600));
