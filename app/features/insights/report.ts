/** The insights' figures for a period, as the workspace page and the CSV show them (report.server.ts reads them). */

export interface DogFigures {
  /** The dog's id as the dog source gives it. */
  id: string;
  title: string;
  /** The dog's page on the German host's paths (undefined: a dog no longer listed). */
  slug?: string;
  /** Days since the site first listed the dog (undefined: not known). */
  daysOnline?: number;
  views: number;
  visitors: number;
  favourites: number;
  shares: number;
  prints: number;
  adoptionRequests: number;
  sponsorshipRequests: number;
  requests: number;
  /** Requests per 100 visitors, one decimal (undefined: no visitor). */
  requestsPer100?: number;
  /** `seenNotAsked`: seen by many, asked for by nobody; `unseen`: hardly seen at all. */
  flag?: DogFlag;
}

export type DogFlag = "seenNotAsked" | "unseen";

/** Visitors in the period from which a dog nobody asks for is "seen but never asked for". */
export const SEEN_VISITORS = 20;
/** Fewer visitors than this in the period: "nobody sees". */
export const UNSEEN_VISITORS = 3;

export function dogFlag(figures: Pick<DogFigures, "visitors" | "requests">): DogFlag | undefined {
  if (figures.requests === 0 && figures.visitors >= SEEN_VISITORS) return "seenNotAsked";
  if (figures.visitors < UNSEEN_VISITORS) return "unseen";
  return undefined;
}

export const requestsPer100 = (requests: number, visitors: number): number | undefined =>
  visitors === 0 ? undefined : Math.round((requests / visitors) * 1000) / 10;

const flagRank = (flag: DogFlag | undefined) => (flag === "seenNotAsked" ? 0 : flag === "unseen" ? 1 : 2);

/**
 * The dogs in the order the association works through them: those seen but never asked for first (most visitors
 * first: their photo or text needs work), then those nobody sees (fewest first), then the rest by visitors.
 */
export function orderedDogs(dogs: readonly DogFigures[]): DogFigures[] {
  return [...dogs].sort(
    (a, b) =>
      flagRank(a.flag) - flagRank(b.flag) ||
      (a.flag === "unseen" ? a.visitors - b.visitors || a.views - b.views : b.visitors - a.visitors || b.views - a.views) ||
      a.title.localeCompare(b.title),
  );
}

/** One row of a table of counted things (a page, a host, a referrer, a search). */
export interface CountedRow {
  key: string;
  host: string;
  views: number;
  visitors: number;
}

export interface ChartDay {
  day: string;
  views: number;
  visitors: number;
}

export interface InsightsReport {
  from: string;
  to: string;
  totals: { views: number; visitors: number; requests: number };
  dogs: DogFigures[];
  pages: CountedRow[];
  hosts: CountedRow[];
  referrers: CountedRow[];
  emptySearches: CountedRow[];
  /** The last 90 days up to `to`, every day (none counted: 0). */
  chart: ChartDay[];
}
