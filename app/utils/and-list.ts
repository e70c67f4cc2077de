/** Items as a sentence names them: "a", "a and b", "a, b and c". */
export const andList = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''))
