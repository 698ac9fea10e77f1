// A spec drives the development build in Chromium against a server and its database, all on the machine's two CPUs
// beside the other jest worker: its longest flows took 14 s alone and 27 s in a full run on a slow day (boosters),
// too near the server and web projects' 30 s (docs/testing.md). Some wait longer by design: the console's reconnect
// backoff, up to 30 s between tries (connectionLoss), and a seeded start beside the background jobs (results).
jest.setTimeout(60_000);
