-- Written by hand, like 0008: the covering index of the freelancers' search columns gains the
-- qualification (migration 0009), so that Telescope's qualification filter stays an index-only scan.
DROP INDEX IF EXISTS "freelances_search_idx";--> statement-breakpoint
CREATE INDEX "freelances_search_idx" ON "freelances" USING btree ("id") INCLUDE ("user_id", "status", "pre_user", "is_available", "availability_date", "retribution", "experience_in_years", "pref_contract", "pref_time", "pref_workplace", "pref_mobility", "max_distance", "latitude", "longitude", "profile_score", "qualification");
