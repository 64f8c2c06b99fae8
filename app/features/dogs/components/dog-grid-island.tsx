import { deferredIsland } from "~/components/deferred-island";
// The cards' styles come with the page: its server HTML shows them before the grid's code is there.
import "~/features/favourites/favourite-button.css";
import "./dog-card.css";

/**
 * A grid of dog cards that is read before it is used (the home page's teaser, the hospice dogs, a dog page's similar
 * dogs, the favourites page's list): links and pictures, complete as server HTML. The grid's code, and with it the
 * cards' hearts, loads at the visitor's first interaction (components/deferred-island.tsx), not with the page
 * (docs/decisions/0028-less-javascript-first-visit.md); its links are followed in the app meanwhile (the grid's
 * `data-links-in-app`).
 */
export const DogGridIsland = deferredIsland(() => import("./dog-grid").then((module) => module.DogGrid));
