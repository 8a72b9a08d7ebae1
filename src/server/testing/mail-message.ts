/**
 * A raw message as a reader sees its text: quoted-printable undone (soft line breaks joined, =XX
 * bytes decoded as UTF-8), as nodemailer writes any part with a non-ASCII character or a long
 * line. Headers pass through (a header's `=` before two hex digits would be decoded too: tests
 * read bodies with it, headers from the raw message).
 */
export function readableMessage(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
