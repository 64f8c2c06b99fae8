import { settingsFields, valueAt } from "~/platform/settings/fields";
import { firstSettings } from "~/platform/settings/first-version";
import type { SiteSettings } from "~/platform/settings/settings";

/**
 * The facts of the first settings that are examples a real association must replace (its seat's town, postal code
 * and founding year may well be right). The rest of the first version: names, contacts, bank, links, shelters,
 * videos, the hospice's founder.
 */
const notExamples = /^(foundingYear|shortName|postalCode|city|region|country|seatLatitude|seatLongitude)(De|Es)?$/;

/** The settings fields still holding the first version's example value (a list entry counts by its slot). */
export function stillExampleFields(settings: SiteSettings): string[] {
  return settingsFields
    .filter((field) => !notExamples.test(field.name))
    .filter((field) => {
      const example = valueAt(firstSettings, field.path);
      return example !== "" && valueAt(settings, field.path) === example;
    })
    .map((field) => field.name);
}

export type GoLiveItem = "exampleFacts" | "exampleTeam" | "sampleDogs" | "noMailServer" | "noEditorAddress" | "noBackups";

export interface GoLiveState {
  settings: SiteSettings;
  /** The team's names, to compare with the example team's. */
  teamNames: readonly string[];
  exampleTeamNames: readonly string[];
  dogSourceConfigured: boolean;
  mailServerConfigured: boolean;
  editorAddressesConfigured: boolean;
  backupsConfigured: boolean;
}

/**
 * What still stands between the site and going live, most important first: the start page lists each with what to
 * do, and a production server says the same once in its log at start. Empty: ready.
 */
export function goLiveChecklist(state: GoLiveState): GoLiveItem[] {
  const items: GoLiveItem[] = [];
  if (stillExampleFields(state.settings).length > 0) items.push("exampleFacts");
  if (state.teamNames.some((name) => state.exampleTeamNames.includes(name))) items.push("exampleTeam");
  if (!state.dogSourceConfigured) items.push("sampleDogs");
  if (!state.mailServerConfigured) items.push("noMailServer");
  if (!state.editorAddressesConfigured) items.push("noEditorAddress");
  if (!state.backupsConfigured) items.push("noBackups");
  return items;
}
