// Headless Chromium driven through the DevTools protocol on a pipe (no
// package needed), for keys.js and play.js.
'use strict';
const { spawn } = require('child_process');

// How long a browser asked to close may take before it is killed.
const CLOSE_MS = 10000;

// Starts browser on about:blank with its profile in the folder profile.
// Returns send(method, params, sessionId), a promise of the reply, and
// quit(status), which exits node with status once the browser has gone:
// a browser killed and left behind still writes its profile while the
// caller removes it.
function open(browser, profile, size) {
  const args = ['--headless', '--disable-gpu', '--remote-debugging-pipe',
    '--window-size=' + size, '--user-data-dir=' + profile];
  if (process.getuid && process.getuid() === 0) args.push('--no-sandbox');
  const proc = spawn(browser, args.concat(['about:blank']),
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
  const waiting = {};
  let id = 0, input = '';

  proc.stdio[3].on('error', () => {});
  proc.stdio[4].on('data', (d) => {
    input += d.toString();
    for (let i; (i = input.indexOf('\0')) >= 0; input = input.slice(i + 1)) {
      const m = JSON.parse(input.slice(0, i));
      if (m.id && waiting[m.id]) waiting[m.id](m);
    }
  });
  function send(method, params, sessionId) {
    return new Promise((resolve) => {
      const m = { id: ++id, method, params: params || {}, sessionId };
      waiting[m.id] = resolve;
      proc.stdio[3].write(JSON.stringify(m) + '\0');
    });
  }
  function quit(status) {
    if (proc.exitCode !== null || proc.signalCode !== null)
      process.exit(status);
    proc.on('exit', () => process.exit(status));
    setTimeout(() => proc.kill('SIGKILL'), CLOSE_MS).unref();
    send('Browser.close');
  }
  return { send, quit };
}

module.exports = { open };
