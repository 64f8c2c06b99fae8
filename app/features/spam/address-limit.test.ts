import { describe, expect, it } from "vitest";
import { REQUESTS_PER_ADDRESS_PER_HOUR, addressLimitReason } from "./address-limit";

describe("addressLimitReason", () => {
  it("lets five requests of one address in an hour through", () => {
    expect(REQUESTS_PER_ADDRESS_PER_HOUR).toBe(5);
    for (const hits of [1, 2, 3, 4, 5]) expect(addressLimitReason(hits)).toBeUndefined();
  });

  it("catches the sixth and every later one", () => {
    expect(addressLimitReason(6)).toBe("addressLimit");
    expect(addressLimitReason(40)).toBe("addressLimit");
  });
});
