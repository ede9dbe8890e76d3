/** A mail of the test outbox (quoted-printable, as the SMTP transport wrote it) as a reader sees it. */
export const readableMail = (mail: string) =>
  Buffer.from(
    mail
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
