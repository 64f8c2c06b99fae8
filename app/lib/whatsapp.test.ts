import { expect, it } from "vitest";
import { whatsappLink } from "./whatsapp";

it("builds a wa.me link with the message encoded", () => {
  expect(whatsappLink("491701234567")).toBe("https://wa.me/491701234567");
  expect(whatsappLink("34964000000", "¡Hola! Me interesa Niño & Co: https://x.es/perros/nino-1?a=b")).toBe(
    "https://wa.me/34964000000?text=%C2%A1Hola!%20Me%20interesa%20Ni%C3%B1o%20%26%20Co%3A%20https%3A%2F%2Fx.es%2Fperros%2Fnino-1%3Fa%3Db",
  );
});
