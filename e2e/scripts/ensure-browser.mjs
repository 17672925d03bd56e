#!/usr/bin/env node
// `npm test` needs Debian's chromium and CJK fonts (Playwright cannot download browsers here).
// Installs them with apt-get when missing; does nothing when they are present.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasFonts = () => {
  try {
    return execSync('fc-list :lang=zh family', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim().length > 0;
  } catch {
    return false;
  }
};

const missing = [];
if (!fs.existsSync(CHROMIUM)) missing.push('chromium');
if (!hasFonts()) missing.push('fonts-noto-cjk');
if (missing.length === 0) {
  console.log(`[ensure-browser] ${CHROMIUM} and CJK fonts present`);
  process.exit(0);
}
const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
console.log(`[ensure-browser] installing ${missing.join(' ')} with apt-get`);
try {
  execSync(`${sudo}apt-get update -q && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -q ${missing.join(' ')}`, { stdio: 'inherit' });
} catch {
  console.error(`[ensure-browser] could not install ${missing.join(' ')}; install them and run again`);
  process.exit(1);
}
