import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config';
import { createLogger } from '../logger';
import { createMailer } from './mailer';
import { verificationMail } from './templates';

describe('createMailer without SMTP_URL', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'acorduri-mail-'));
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes each mail to the outbox as .eml with a .json summary holding the link', async () => {
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), createLogger('silent'));
    const link = 'http://localhost:3000/verify-email/abc';
    await mailer.send(verificationMail('ana@exemplu.ro', 'Ana', link));
    const files = readdirSync(path.join(dataDir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    const [eml, json] = files.map((file) => readFileSync(path.join(dataDir, 'outbox', file), 'utf8'));
    expect(eml).toContain('To: ana@exemplu.ro');
    expect(eml).toContain('From: Acorduri <no-reply@acorduri.test>');
    expect(JSON.parse(json ?? '')).toMatchObject({
      to: 'ana@exemplu.ro',
      subject: 'Confirmă adresa de email',
      link,
    });
  });
});
