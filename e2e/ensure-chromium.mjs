// Finds the Chromium the browser tests use (Debian's; browser downloads do not work here).
// As root on Debian it installs it; otherwise it says exactly what to run.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!process.env.CHROMIUM_PATH && isRoot && fs.existsSync('/usr/bin/apt-get')) {
  console.log("Chromium not found: installing Debian's chromium package (apt-get install -y chromium)...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (fs.existsSync(path)) process.exit(0);
}

console.error(
  `Chromium was not found at ${path}.\n` +
    "Install Debian's package:   sudo apt-get update && sudo apt-get install -y chromium\n" +
    'or point CHROMIUM_PATH at a Chromium/Chrome binary, then run the tests again.',
);
process.exit(1);
