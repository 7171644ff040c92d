// Node's flags for the server process: `npm start` (scripts/start.mjs), the Dockerfile's CMD (kept
// equal by apps/server/test/container.test.ts), the tests that start the compiled server and the
// benchmarks.
//
// --max-old-space-size=512: with no limit (this machine's default is about 4 GB) V8 lets the old
// generation grow to up to four times what is live before its next full collection, and a busy
// server fills that with short-lived garbage: about 50 MB live, up to 200 MB of old space and a
// peak RSS near 300 MB at the CI-size load test. Below 2 GB the limit also lowers that factor
// (about 1.4 at 512 MB), so collections come sooner and the peak stays near 190 MB
// (bench/README.md, "Resident calls: memory"). 512 MB is ten times the live heap and more than
// the answer cache can hold (its bodies are outside the heap anyway); a process that did reach it
// would stop with an out-of-memory error rather than swap.
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-old-space-size=512'];
