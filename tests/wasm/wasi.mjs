// The module built for the page (tools/wasm) under node's WASI, driven by
// the lines of standard input as tests/wasm/native.c drives the native
// build: the two outputs must be the same, byte for byte.
//
// Usage: node wasi.mjs sg.wasm < commands
import { readFileSync } from 'node:fs';
import { WASI } from 'node:wasi';

const wasi = new WASI({ version: 'preview1' });
const mod = await WebAssembly.compile(readFileSync(process.argv[2]));
const inst = await WebAssembly.instantiate(mod, wasi.getImportObject());
wasi.initialize(inst);
const x = inst.exports;
const BUF = 65536;
const enc = new TextEncoder(), dec = new TextDecoder();

function put(s) {
	const b = enc.encode(s);
	const m = new Uint8Array(x.memory.buffer, x.sgw_buf(), BUF);
	m.set(b.subarray(0, BUF - 1));
	m[Math.min(b.length, BUF - 1)] = 0;
}
function get() {
	const m = new Uint8Array(x.memory.buffer, x.sgw_buf(), BUF);
	return dec.decode(m.subarray(0, m.indexOf(0)));
}
function run(line) {
	const sp = line.indexOf(' ');
	const cmd = sp < 0 ? line : line.slice(0, sp);
	const rest = sp < 0 ? '' : line.slice(sp + 1);
	const a = rest.split(' ').map(Number);
	switch (cmd) {
	case 'load': put(rest); return x.sgw_load();
	case 'play': put(rest); return x.sgw_play();
	case 'preview': put(rest); return x.sgw_preview();
	case 'solve': {
		const w = rest.split(' ');
		put(w[0] === '-' ? '' : w[0]);
		return x.sgw_solve(+w[1], +w[2], +w[3], +w[4]);
	}
	case 'new-samegame': return x.sgw_new_samegame(a[0], a[1], a[2], a[3]);
	case 'new-lines': return x.sgw_new_lines(a[0], a[1], a[2]);
	case 'state': return x.sgw_state();
	case 'record': return x.sgw_record();
	case 'keep': return x.sgw_keep(a[0]);
	case 'group': return x.sgw_group(a[0], a[1]);
	case 'reach': return x.sgw_reach(a[0], a[1]);
	}
	put(`unknown command '${cmd}'`);
	return -1;
}

let out = '';
for (const line of readFileSync(0, 'utf8').split('\n')) {
	if (line === '')
		continue;
	const r = run(line);
	out += `${r < 0 ? 'err' : 'ok'} ${get()}\n`;
}
process.stdout.write(out);
