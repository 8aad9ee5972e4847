// Preloaded into the app process by the benchmark (node --require): measures the event loop delay
// and answers the parent over IPC ("reset", "report" -> { p50, p99, max } in milliseconds); "heap"
// answers { heapUsed } in bytes after a full collection (with node --expose-gc).
const { monitorEventLoopDelay } = require('node:perf_hooks');

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('message', (message) => {
  if (message === 'reset') histogram.reset();
  if (message === 'report') {
    process.send({ p50: histogram.percentile(50) / 1e6, p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 });
  }
  if (message === 'heap') {
    if (global.gc) global.gc();
    process.send({ heapUsed: process.memoryUsage().heapUsed });
  }
});
