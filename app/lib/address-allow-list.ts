import { BlockList, isIP } from "node:net";

/**
 * A list of client addresses from a comma-separated setting of addresses and CIDR ranges, IPv4 and IPv6
 * (`127.0.0.1,::1`, `10.0.0.0/8`, `fd00::/8`). An IPv4 client seen by a dual-stack socket as `::ffff:a.b.c.d`
 * matches its IPv4 entry. An entry that is no address or range is refused when the list is read, so a typo
 * cannot silently lock everyone out (or let everyone in).
 */
export function addressAllowList(setting: string): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of setting
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    const bits = Number(prefix);
    const maxBits = family === 4 ? 32 : 128;
    if (!family || rest.length > 0 || (prefix !== undefined && !(/^\d+$/.test(prefix) && bits <= maxBits))) {
      throw new Error(`not an IP address or CIDR range: "${entry}"`);
    }
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return (address) => {
    const family = address ? isIP(address) : 0;
    return family !== 0 && list.check(address!, family === 4 ? "ipv4" : "ipv6");
  };
}
