-- Issue 41 item 9: a reminder claim holds a lease until its mail is recorded as sent, so a claim
-- left by a process that died mid-send is retried once the lease runs out. Existing rows are sent
-- reminders (sent_at set, lease_until null), which the check accepts; sent_at keeps its default.
ALTER TABLE "reminders_sent" ALTER COLUMN "sent_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_state_ck" CHECK (("reminders_sent"."sent_at" is null) <> ("reminders_sent"."lease_until" is null));