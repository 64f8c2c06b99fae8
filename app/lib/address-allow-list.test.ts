import { describe, expect, it } from "vitest";
import { addressAllowList } from "./address-allow-list";

describe("addressAllowList", () => {
  it("allows the listed addresses only (the default: loopback)", () => {
    const allowed = addressAllowList("127.0.0.1,::1");
    expect(allowed("127.0.0.1")).toBe(true);
    expect(allowed("::1")).toBe(true);
    expect(allowed("127.0.0.2")).toBe(false);
    expect(allowed("10.0.0.1")).toBe(false);
    expect(allowed("::2")).toBe(false);
  });

  it("matches an IPv4 client seen as an IPv4-mapped IPv6 address", () => {
    const allowed = addressAllowList("127.0.0.1");
    expect(allowed("::ffff:127.0.0.1")).toBe(true);
    expect(allowed("::ffff:127.0.0.2")).toBe(false);
  });

  it("takes CIDR ranges of both families, with spaces and empty entries around", () => {
    const allowed = addressAllowList(" 10.0.0.0/8 , ,fd00::/8,192.168.1.7/32 ");
    expect(allowed("10.255.3.4")).toBe(true);
    expect(allowed("11.0.0.1")).toBe(false);
    expect(allowed("fd12:3456::1")).toBe(true);
    expect(allowed("fe80::1")).toBe(false);
    expect(allowed("192.168.1.7")).toBe(true);
    expect(allowed("192.168.1.8")).toBe(false);
  });

  it("refuses a missing or malformed client address", () => {
    const allowed = addressAllowList("0.0.0.0/0");
    expect(allowed("8.8.8.8")).toBe(true);
    expect(allowed(undefined)).toBe(false);
    expect(allowed("")).toBe(false);
    expect(allowed("localhost")).toBe(false);
  });

  it("an empty setting allows nobody", () => {
    expect(addressAllowList("")("127.0.0.1")).toBe(false);
  });

  it.each(["localhost", "10.0.0.0/33", "::1/129", "10.0.0.1/8/1", "10.0.0.0/x", "300.1.1.1", "10.0.0.0/"])(
    "refuses the entry %s when the list is read",
    (entry) => {
      expect(() => addressAllowList(`127.0.0.1,${entry}`)).toThrow(`not an IP address or CIDR range: "${entry}"`);
    },
  );
});
