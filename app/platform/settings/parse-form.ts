import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { type FieldKind, type SettingsField, settingsFields } from "./fields";
import type { SiteSettings } from "./settings";

/** Why a value was refused; each has a text for the editor in both languages. */
export type SettingsError =
  "required" | "tooLong" | "email" | "phone" | "whatsapp" | "iban" | "bic" | "https" | "latitude" | "longitude" | "year" | "youtubeId";

export type ParsedSettings = { ok: true; settings: SiteSettings } | { ok: false; errors: Record<string, SettingsError> };

const MAX_TEXT = 300;
const MAX_URL = 500;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

type Parsed = { value: string | number } | { error: SettingsError };

/** A phone number in any usual writing (`0049…`, `+49 …`, national with the field's country) as E.164, if it is one. */
function phoneNumber(text: string, country: "DE" | "ES" | undefined): string | undefined {
  const written = text.replace(/^00/, "+");
  // Digits with the country code and no "+" (how WhatsApp numbers are often given) are tried as international first.
  const candidates = /^[1-9]\d{7,14}$/.test(written.replace(/[\s/-]/g, "")) ? [`+${written}`, written] : [written];
  for (const candidate of candidates) {
    const number = parsePhoneNumberFromString(candidate, country);
    if (number?.isValid()) return number.number;
  }
  return undefined;
}

/** A YouTube video's id, from the id itself or any of its addresses (watch?v=…, youtu.be/…, /embed/…, /shorts/…). */
function youtubeId(text: string): string | undefined {
  if (YOUTUBE_ID.test(text)) return text;
  try {
    const url = new URL(text);
    const id = url.searchParams.get("v") ?? url.pathname.split("/").filter(Boolean).at(-1) ?? "";
    return /(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com)$/.test(url.hostname) && YOUTUBE_ID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

function httpsUrl(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.includes(".") && text.length <= MAX_URL ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

function coordinate(text: string, limit: number): number | undefined {
  const value = Number(text.replace(",", "."));
  return text !== "" && Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

/** One value by its kind: trimmed, checked, and brought into the form it is stored in. */
export function parseValue(kind: FieldKind, written: string, country?: "DE" | "ES"): Parsed {
  const text = written.trim();
  if (kind === "optionalText") return text.length > MAX_TEXT ? { error: "tooLong" } : { value: text };
  if (text === "") return { error: "required" };
  const checked = (value: string | number | undefined, error: SettingsError): Parsed => (value === undefined ? { error } : { value });
  switch (kind) {
    case "text":
      return text.length > MAX_TEXT ? { error: "tooLong" } : { value: text };
    case "email":
      return checked(EMAIL.test(text) && text.length <= MAX_TEXT ? text : undefined, "email");
    case "phone":
      return checked(phoneNumber(text, country), "phone");
    case "whatsapp":
      return checked(phoneNumber(text, country)?.slice(1), "whatsapp");
    case "iban": {
      const iban = electronicFormatIBAN(text) ?? "";
      return checked(isValidIBAN(iban) ? iban : undefined, "iban");
    }
    case "bic": {
      const bic = text.replace(/\s+/g, "").toUpperCase();
      return checked(isValidBIC(bic) ? bic : undefined, "bic");
    }
    case "https":
      return checked(httpsUrl(text), "https");
    case "latitude":
      return checked(coordinate(text, 90), "latitude");
    case "longitude":
      return checked(coordinate(text, 180), "longitude");
    case "year": {
      const year = Number(text);
      return checked(Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : undefined, "year");
    }
    case "youtubeId":
      return checked(youtubeId(text), "youtubeId");
  }
}

function setAt(target: Record<string | number, unknown>, path: readonly (string | number)[], value: unknown) {
  let at = target;
  for (const [position, key] of path.slice(0, -1).entries()) {
    at[key] ??= typeof path[position + 1] === "number" ? [] : {};
    at = at[key] as Record<string | number, unknown>;
  }
  at[path.at(-1)!] = value;
}

/**
 * The settings as posted in the form (`written`: the form's fields by name), on top of `current` (what the form does
 * not hold, e.g. the founder's photo, stays). Every field is checked; one wrong value refuses the whole form with
 * every wrong field named, so nothing half-right is ever saved. List slots left empty are no entries; a slot with
 * anything in it needs all its fields.
 */
export function parseSettingsForm(written: Record<string, string | undefined>, current: SiteSettings): ParsedSettings {
  const settings = structuredClone(current) as SiteSettings & Record<string, unknown>;
  settings.adoptionPlatforms = [];
  settings.fincaChaosVideos = [];
  const errors: Record<string, SettingsError> = {};
  const slotUsed = (field: SettingsField) =>
    settingsFields.some(
      (other) =>
        other.slot?.list === field.slot?.list && other.slot?.index === field.slot?.index && (written[other.name] ?? "").trim() !== "",
    );
  const listPosition = new Map<string, number>();
  for (const field of settingsFields) {
    if (field.slot && !slotUsed(field)) continue;
    const parsed = parseValue(field.kind, written[field.name] ?? "", field.country);
    if ("error" in parsed) {
      errors[field.name] = parsed.error;
      continue;
    }
    let path = field.path;
    if (field.slot) {
      // Entries close up: the third slot filled after an empty second is the second entry.
      const key = `${field.slot.list}:${field.slot.index}`;
      if (!listPosition.has(key))
        listPosition.set(key, new Set([...listPosition.keys()].filter((k) => k.startsWith(field.slot!.list))).size);
      path = [field.slot.list, listPosition.get(key)!, ...field.path.slice(2)];
    }
    setAt(settings, path, parsed.value);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, settings };
}
