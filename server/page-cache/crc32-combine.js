// CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine), with the operator
// for a part's length computed once: crc(A‖B) = shift(len B)(crc A) ^ crc B. This lets the gzip
// trailer of a spliced page be computed from the values alone, not by reading the whole page.

function times(matrix, vector) {
  let sum = 0
  for (let i = 0; vector !== 0; i++, vector >>>= 1) if (vector & 1) sum ^= matrix[i]
  return sum >>> 0
}

function square(target, matrix) {
  for (let n = 0; n < 32; n++) target[n] = times(matrix, matrix[n])
}

function combineZeros(crc, length) {
  if (length <= 0) return crc >>> 0
  const even = new Uint32Array(32)
  const odd = new Uint32Array(32)
  odd[0] = 0xedb88320
  for (let n = 1, row = 1; n < 32; n++, row <<= 1) odd[n] = row
  square(even, odd)
  square(odd, even)
  do {
    square(even, odd)
    if (length & 1) crc = times(even, crc)
    length = Math.floor(length / 2)
    if (length === 0) break
    square(odd, even)
    if (length & 1) crc = times(odd, crc)
    length = Math.floor(length / 2)
  } while (length !== 0)
  return crc >>> 0
}

/** The linear operator "followed by `length` more bytes", as a 32×32 bit matrix. */
export function shiftOperator(length) {
  const matrix = new Uint32Array(32)
  for (let i = 0; i < 32; i++) matrix[i] = combineZeros((1 << i) >>> 0, length)
  return matrix
}

/** crc(A‖B) from crc(A), crc(B) and the shift operator for B's length. */
export function crc32Combine(crcA, crcB, operator) {
  return (times(operator, crcA >>> 0) ^ crcB) >>> 0
}
