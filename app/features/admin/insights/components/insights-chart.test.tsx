import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dayAfter } from "~/features/insights/day";
import { InsightsChart } from "./insights-chart";

const days = Array.from({ length: 90 }, (_, index) => {
  const day = dayAfter("2026-08-31", index);
  return { day, views: index === 89 ? 42 : index % 10, visitors: index === 89 ? 17 : index % 5 };
});

describe("the 90 days' chart", () => {
  const html = renderToStaticMarkup(
    <InsightsChart
      days={days}
      dayLabel={(day) => day.slice(5)}
      labels={{ views: "Aufrufe", visitors: "Besucher", description: "Die letzten 90 Tage" }}
    />,
  );

  it("is an SVG picture with a name, drawn on the server", () => {
    expect(html).toMatch(/^<figure[^>]*><svg[^>]*role="img"[^>]*aria-label="Die letzten 90 Tage"/);
    expect(html).not.toContain("<script");
  });

  it("has a bar for each day with views, its figures in its title, and the visitors as a line", () => {
    expect(html.match(/<rect /g)).toHaveLength(days.filter((day) => day.views > 0).length);
    expect(html).toContain("<title>11-28: 42 Aufrufe, 17 Besucher</title>");
    expect(html.match(/<polyline points="([^"]+)"/)![1]!.split(" ")).toHaveLength(90);
  });

  it("labels its axis with round figures at or above the highest day", () => {
    expect(html).toContain(">50</text>");
    expect(html).toContain(">25</text>");
  });
});
