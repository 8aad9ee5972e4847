/**
 * A local mail catcher (`npm run mail:catch`): an SMTP server on 127.0.0.1 that accepts every mail
 * the site sends and prints it here, so sign-up codes and password-reset links can be tried without
 * a real mail server. Start the site with SMTP_URL=smtp://127.0.0.1:1025 (MAIL_CATCHER_PORT changes
 * the port). Nothing is delivered anywhere.
 */
import { startMailCatcher } from '../apps/api/src/test/mailCatcher';

async function main(): Promise<void> {
  const port = Number(process.env.MAIL_CATCHER_PORT ?? 1025);
  const catcher = await startMailCatcher({
    port,
    onMail: (mail) => console.log(`\n--- mail to ${mail.to}: ${mail.subject}\n${mail.text}\n---`),
  });
  console.log(`Mail catcher listening on ${catcher.url}. Start the site with SMTP_URL=${catcher.url}; every mail it sends is printed here. Ctrl+C stops.`);
  const stop = () => void catcher.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
