/**
 * Why a request went to the spam folder instead of the association's mailbox: free text stuffed with links,
 * a link in a name, or the same address more often than people write (link-stuffing.ts, address-limit.ts).
 */
export const spamReasons = ["links", "linkInName", "addressLimit"] as const;

export type SpamReason = (typeof spamReasons)[number];

export const isSpamReason = (value: unknown): value is SpamReason => spamReasons.includes(value as SpamReason);
