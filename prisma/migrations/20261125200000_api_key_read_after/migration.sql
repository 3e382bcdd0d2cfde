-- Where an API key's last write ended in the primary's log, so its reads wait for the replica to replay it.
ALTER TABLE "api_keys" ADD COLUMN "read_after" TEXT;
