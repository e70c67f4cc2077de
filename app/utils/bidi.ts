// Bidirectional control characters (U+202E RIGHT-TO-LEFT OVERRIDE and friends) reorder the text
// around them: "Ada \u202Egnp.exe" shows as "Ada exe.png". In a name or subject a visitor typed they
// only serve to mislead staff, so they are removed wherever staff read them (the inbox, the staff
// e-mail, the CSV export); the stored enquiry keeps exactly what was sent.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '')
}
