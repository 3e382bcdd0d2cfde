-- For tests/bench/load/wrk.ts: sends the method and body given in the environment (headers come as -H)
-- and prints wrk's summary as one JSON line, latencies in microseconds.
wrk.method = os.getenv("BENCH_METHOD") or "GET"
local body = os.getenv("BENCH_BODY")
if body ~= nil and body ~= "" then
  wrk.body = body
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'BENCH_RESULT {"requests":%d,"durationUs":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,' ..
      '"p50":%d,"p95":%d,"p99":%d,"max":%d}\n',
    summary.requests, summary.duration, errors.status, errors.connect, errors.read, errors.write, errors.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max))
end
