import type { Logger } from "pino";
import type { DatabaseConnection } from "../db/database";
import { liveSessionsAmong } from "../sessions/sessions.service";
import { startChangeFeed } from "./change-feed";
import { EventStreams, type EventStreamsOptions } from "./event-streams";

export interface LiveEvents {
  streams: EventStreams;
  /** Closes every stream and stops listening. */
  stop(): Promise<void>;
}

/** This instance's event streams, fed by the database's change notifications (docs/decisions.md 52). */
export async function startLiveEvents(
  database: DatabaseConnection,
  logger: Logger,
  options: Omit<EventStreamsOptions, "liveSessionsAmong"> = {},
): Promise<LiveEvents> {
  const streams = new EventStreams({ ...options, liveSessionsAmong: (sessionIds) => liveSessionsAmong(database.db, sessionIds) });
  const stopFeed = await startChangeFeed(database, streams, logger);
  return {
    streams,
    async stop() {
      streams.stop();
      await stopFeed();
    },
  };
}
