import { createContext } from "react";
import type { DogCardProps } from "./dog-card";

/**
 * A lazily loading dog card's markup as the server keeps it (card-markup.server.ts), provided by entry.server: a card
 * is the same for every visitor until the dog list changes, so the server renders it once instead of on every page.
 * Null in the browser, where the grid renders its cards (and hydrates the server's, which are the same markup).
 */
export const DogCardMarkupContext = createContext<((props: DogCardProps) => string) | null>(null);
