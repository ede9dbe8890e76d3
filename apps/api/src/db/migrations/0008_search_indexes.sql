CREATE INDEX "freelances_tagline_trgm_idx" ON "freelances" USING gin ("tagline" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_anonymized_idx" ON "users" USING btree ("id") WHERE "users"."anonymized_at" is not null;--> statement-breakpoint
-- Written by hand: Drizzle's index builder has no INCLUDE, so this index is not in freelances.tables.ts
-- nor in the snapshot (see the comment there). A narrow copy of the columns the matching engine and the
-- telescope filter and score on, read by index-only scans instead of the wide freelances heap
-- (docs/performance.md).
CREATE INDEX "freelances_search_idx" ON "freelances" USING btree ("id") INCLUDE ("user_id", "status", "pre_user", "is_available", "availability_date", "retribution", "experience_in_years", "pref_contract", "pref_time", "pref_workplace", "pref_mobility", "max_distance", "latitude", "longitude", "profile_score");
