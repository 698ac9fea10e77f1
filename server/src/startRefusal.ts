/** A start the configuration or the machine forbids: main prints its message alone and exits 1. */
export class StartRefusal extends Error {
  override name = 'StartRefusal';
}
