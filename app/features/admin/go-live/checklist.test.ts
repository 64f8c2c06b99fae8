import { describe, expect, it } from "vitest";
import { firstSettings } from "~/platform/settings/first-version";
import { type GoLiveState, goLiveChecklist, stillExampleFields } from "./checklist";

/** The first settings with every example replaced by something else. */
function withEveryExampleReplaced() {
  const settings = structuredClone(firstSettings) as unknown as Record<string, unknown>;
  const replace = (value: unknown): unknown =>
    typeof value === "string"
      ? `${value}-real`
      : typeof value === "number"
        ? value + 0.5
        : Array.isArray(value)
          ? value.map(replace)
          : value && typeof value === "object"
            ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, replace(inner)]))
            : value;
  return replace(settings) as typeof firstSettings;
}

const ready: GoLiveState = {
  settings: withEveryExampleReplaced(),
  teamNames: ["Maria"],
  exampleTeamNames: ["Anna Beispiel"],
  dogSourceConfigured: true,
  mailServerConfigured: true,
  editorAddressesConfigured: true,
  backupsConfigured: true,
};

describe("the go-live checklist", () => {
  it("names every example fact still there, but not the seat's town or the founding year", () => {
    const fields = stillExampleFields(firstSettings);
    expect(fields).toEqual(
      expect.arrayContaining(["brand", "emailDe", "phoneEs", "ibanDe", "facebook", "platform1Url", "founderName", "video3Id"]),
    );
    expect(fields.filter((name) => /^(foundingYear|city|postalCode|seatLatitude)/.test(name))).toEqual([]);
    const changed = structuredClone(firstSettings);
    changed.associations.de.email = "info@hundehilfe-nord.de";
    expect(stillExampleFields(changed)).not.toContain("emailDe");
  });

  it("lists what stands between the site and going live, and nothing when all is done", () => {
    expect(goLiveChecklist({ ...ready, settings: firstSettings })).toEqual(["exampleFacts"]);
    expect(
      goLiveChecklist({
        ...ready,
        settings: firstSettings,
        teamNames: ["Maria", "Anna Beispiel"],
        dogSourceConfigured: false,
        mailServerConfigured: false,
        editorAddressesConfigured: false,
        backupsConfigured: false,
      }),
    ).toEqual(["exampleFacts", "exampleTeam", "sampleDogs", "noMailServer", "noEditorAddress", "noBackups"]);
    expect(goLiveChecklist(ready)).toEqual([]);
  });
});
