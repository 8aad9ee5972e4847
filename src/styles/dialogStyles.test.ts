import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve('src');

/** The web's modules (tests left out), by path from the repository's root. */
function modules(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return modules(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.relative(process.cwd(), file)] : [];
  });
}

/** react-bootstrap's dialogs, or a class of Bootstrap's dialogs written in the markup. */
const RENDERS_DIALOG = [/from 'react-bootstrap\/(Modal|Offcanvas|Accordion)\w*'/, /className=["'{`][^>]*?\b(modal|offcanvas|accordion)(-[\w-]+)?\b/];

describe("Bootstrap's dialogs bring their stylesheet", () => {
  const dialogs = modules(SRC).filter((file) => RENDERS_DIALOG.some((pattern) => pattern.test(fs.readFileSync(file, 'utf8'))));

  it('finds the dialogs: the modals, the side panel, the profile accordion and the pop-up written as markup', () => {
    for (const file of ['src/features/layout/MobilePanel.tsx', 'src/features/profile/ProfileModal.tsx', 'src/features/app/PopupAnnouncement.tsx', 'src/features/board/BoardDialog.tsx']) expect(dialogs).toContain(file);
  });

  it.each(dialogs)('%s imports @/styles/dialogStyles', (file) => {
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^import '@\/styles\/dialogStyles';$/m);
  });
});
