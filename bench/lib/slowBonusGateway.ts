import type { BonusGateway, BonusRequest } from '../../server/src/outbox/bonusGateway';
import { DemoBonusGateway } from '../../server/src/outbox/demoBonusGateway';

/**
 * The demo bonus system answering after `delayMs` (figure 8's slow gateway), or failing at once when the server
 * gives up on the call. A server process gets it when BENCH_GATEWAY_DELAY_MS is set (bench/lib/serverMain.ts).
 */
export class SlowBonusGateway implements BonusGateway {
  private readonly demo = new DemoBonusGateway();

  constructor(private readonly delayMs: number) {}

  async send(request: BonusRequest, signal: AbortSignal): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, this.delayMs);
      const giveUp = () => {
        clearTimeout(timer);
        reject(signal.reason);
      };
      signal.addEventListener('abort', giveUp, { once: true });
    });
    await this.demo.send(request);
  }
}

/** The gateway a bench server process is started with: the demo's unless BENCH_GATEWAY_DELAY_MS asks for a slow one. */
export function benchGatewayFromEnv(env: NodeJS.ProcessEnv): BonusGateway | undefined {
  return env.BENCH_GATEWAY_DELAY_MS ? new SlowBonusGateway(Number(env.BENCH_GATEWAY_DELAY_MS)) : undefined;
}
