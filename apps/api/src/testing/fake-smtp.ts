import net from 'node:net';

export interface ReceivedMail {
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server (EHLO, MAIL, RCPT, DATA, QUIT; no TLS, no auth). `accept(to)` decides, at
 * the end of each DATA, whether the mail is taken (250) or refused for now (451, a temporary
 * failure a sender must retry). Only accepted mails are kept in `received`.
 */
export async function startFakeSmtp(accept: (to: string[]) => boolean) {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    socket.write('220 fake ESMTP\r\n');
    let buffer = '';
    let inData = false;
    let data = '';
    let to: string[] = [];
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            data += `${line}\n`;
            continue;
          }
          inData = false;
          if (accept(to)) {
            received.push({ to, data });
            socket.write('250 2.0.0 queued\r\n');
          } else socket.write('451 4.3.0 try again later\r\n');
          data = '';
          to = [];
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'RCPT') to.push(line.match(/<([^>]*)>/)?.[1] ?? '');
        if (command === 'MAIL' || command === 'RSET') to = [];
        if (command === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(command === 'EHLO' || command === 'HELO' ? '250 fake\r\n' : '250 2.0.0 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
