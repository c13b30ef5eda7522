// Headless Chromium driven through the DevTools protocol on a pipe (no
// package needed), for keys.js and play.js.
'use strict';
const { spawn } = require('child_process');

// How long a browser asked to close may take before it is killed.
const CLOSE_MS = 10000;
// How long its other processes may take to follow it, polled this often.
const GONE_MS = 10000;
const POLL_MS = 50;

// Whether a process of the group led by pid still runs.
function group_runs(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (e) {
    return e.code !== 'ESRCH';
  }
}

// Kills the group led by pid, which may have gone already.
function kill_group(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch (e) {
    if (e.code !== 'ESRCH')
      throw e;
  }
}

// Starts browser on about:blank with its profile in the folder profile,
// in a process group of its own.  Returns send(method, params, sessionId),
// a promise of the reply, and quit(status), which exits node with status
// once every process of the browser has gone: one left behind still
// writes its profile while the caller removes it.  A browser that ends
// before quit is a failure, said on stdout.
function open(browser, profile, size) {
  const args = ['--headless', '--disable-gpu', '--remote-debugging-pipe',
    '--window-size=' + size, '--user-data-dir=' + profile];
  if (process.getuid && process.getuid() === 0) args.push('--no-sandbox');
  const proc = spawn(browser, args.concat(['about:blank']),
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
      detached: true });
  const waiting = {};
  let id = 0, input = '', quitting = false;

  function gone(status) {
    const until = Date.now() + GONE_MS;
    const poll = () => {
      if (!group_runs(proc.pid) || Date.now() > until)
        return process.exit(status);
      setTimeout(poll, POLL_MS);
    };
    poll();
  }
  function quit(status) {
    if (quitting)
      return;
    quitting = true;
    if (proc.exitCode !== null || proc.signalCode !== null)
      return gone(status);
    proc.on('exit', () => gone(status));
    setTimeout(() => kill_group(proc.pid), CLOSE_MS);
    send('Browser.close');
  }
  proc.on('error', (e) => {
    console.log('FAIL the browser: ' + e.message);
    process.exit(1);
  });
  proc.on('exit', (code, signal) => {
    if (!quitting) {
      console.log('FAIL the browser ended early: ' + (signal || code));
      quitting = true;
      gone(1);
    }
  });
  process.on('SIGTERM', () => {
    kill_group(proc.pid);
    quitting = true;
    gone(1);
  });
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
  return { send, quit };
}

module.exports = { open };
