// Outgoing mail: SMTP when SMTP_URL is set, else one .eml file per message in DATA_DIR/outbox.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailMessage = {
  to: string;
  /** Where the customer's reply goes (the portal sends from a no-reply address). */
  replyTo?: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

export type Mailer = { send: (message: MailMessage) => Promise<void> };

export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  /** Told about each message written to the outbox (the server logs it: without SMTP the log has the link). */
  onWritten: (entry: { to: string; subject: string; file: string; text: string }) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let sequence = 0;
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      sequence += 1;
      const file = path.join(options.outboxDir, `${Date.now()}-${process.pid}-${sequence}.eml`);
      await writeFile(file, info.message);
      options.onWritten({ to: message.to, subject: message.subject, file, text: message.text });
    },
  };
}

/** Keeps messages in memory; tests read `messages`. */
export function createMemoryMailer(): Mailer & { messages: MailMessage[] } {
  const messages: MailMessage[] = [];
  return {
    messages,
    send: async (message) => {
      messages.push(message);
    },
  };
}
