-- The team's mission tabs (one status each: validation, matching, care, ongoing, draft) list newest
-- first: this index hands the first page in order instead of sorting every mission of the status.
CREATE INDEX IF NOT EXISTS "missions_status_created_idx" ON "missions" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);
