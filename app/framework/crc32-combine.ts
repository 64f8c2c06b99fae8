/**
 * CRC-32 of a text from the CRC-32s of its parts, as zlib's `crc32_combine` computes it (Node has `crc32` but not
 * the combination): the CRC of A followed by B is the CRC of A multiplied by x^(8·length of B) modulo the CRC's
 * polynomial, plus (XOR) the CRC of B. A kept page's gzip trailer holds the CRC of the whole text with the answer's
 * nonce in it; with the parts' CRCs kept, an answer computes it from the nonce's 24 bytes instead of the whole page.
 */

/** The CRC-32 polynomial, bit-reflected, as zlib writes it. */
const POLYNOMIAL = 0xedb88320;

/** a·b modulo the polynomial (both reflected, x^0 in the highest bit). */
function multiplyModulo(a: number, b: number): number {
  let product = 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31 (zlib's x2n_table). */
const powersOfX = (() => {
  const table = [0x40000000]; // x^1
  for (let k = 1; k < 32; k++) table.push(multiplyModulo(table[k - 1]!, table[k - 1]!));
  return table;
})();

/** The operator that appends `byteLength` bytes to a CRC: x^(8·byteLength) modulo the polynomial. */
export function appendOperator(byteLength: number): number {
  let operator = 0x80000000; // x^0
  let k = 3; // 8 = 2^3
  for (let n = byteLength; n > 0; n = Math.floor(n / 2), k++) if (n % 2 === 1) operator = multiplyModulo(powersOfX[k % 32]!, operator);
  return operator;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and B's `appendOperator`. */
export const combineCrc32 = (crcOfA: number, crcOfB: number, operatorOfB: number): number =>
  (multiplyModulo(operatorOfB, crcOfA) ^ crcOfB) >>> 0;
