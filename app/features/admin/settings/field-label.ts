import { format } from "~/i18n/format";
import { type SettingsField, settingsFields } from "~/platform/settings/fields";
import type { SettingsTexts } from "./texts";

type FieldWords = SettingsTexts["fields"];

/**
 * A settings field's label as the form shows it (`Plattform 2: Name`, `Finca Chaos: Ort`); the language of a
 * per-language field is its group's title, so the form does not repeat it.
 */
export function settingsFieldLabel(field: Pick<SettingsField, "name">, texts: SettingsTexts): string {
  const words = texts.fields;
  const slot = /^(platform|video)(\d+)(\w+?)(De|Es)?$/.exec(field.name);
  if (slot) {
    const [, list, n, part, language] = slot;
    const label = format(words[`${list}${part}` as keyof FieldWords], { n: n! });
    return language ? `${label} (${texts.languages[language as "De" | "Es"]})` : label;
  }
  const shelter = /^(fincaChaos|residenciaMonika)(\w+)$/.exec(field.name);
  if (shelter) {
    const part = `${shelter[2]![0]!.toLowerCase()}${shelter[2]!.slice(1)}` as keyof FieldWords;
    return `${words[shelter[1] as keyof FieldWords]}: ${words[part]}`;
  }
  return words[field.name.replace(/(De|Es)$/, "") as keyof FieldWords];
}

/** A changed value's label in the history (a flattened settings path): with its country where it has one. */
export function settingsPathLabel(path: string, texts: SettingsTexts): string {
  const field = settingsFields.find((candidate) => candidate.path.join(".") === path);
  if (field) {
    const language = /(De|Es)$/.exec(field.name)?.[1] as "De" | "Es" | undefined;
    const label = settingsFieldLabel(field, texts);
    return language && !field.slot ? `${label} (${texts.languages[language]})` : label;
  }
  if (path === "adoptionPlatforms") return texts.groups.platforms;
  if (path === "fincaChaosVideos") return texts.groups.videos;
  return path;
}
