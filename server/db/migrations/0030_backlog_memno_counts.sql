CREATE TABLE "backlog_memno_status_counts" (
	"memno" text NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "backlog_memno_status_counts_memno_status_pk" PRIMARY KEY("memno","status")
);

--> statement-breakpoint
-- Kept by keep_counts (0020) as the other count tables are (see 0029): the triggers come first, since they lock the
-- table, so the back-fill below counts a settled table.
CREATE TRIGGER backlog_memno_status_counts_insert AFTER INSERT ON backlog_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('backlog_memno_status_counts', 'memno,status');
--> statement-breakpoint
CREATE TRIGGER backlog_memno_status_counts_delete AFTER DELETE ON backlog_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('backlog_memno_status_counts', 'memno,status');
--> statement-breakpoint
CREATE TRIGGER backlog_memno_status_counts_update AFTER UPDATE ON backlog_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('backlog_memno_status_counts', 'memno,status');
--> statement-breakpoint
CREATE TRIGGER backlog_memno_status_counts_truncate AFTER TRUNCATE ON backlog_records FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('backlog_memno_status_counts', 'memno,status');
--> statement-breakpoint
-- Back-fill an existing database's rows.
INSERT INTO backlog_memno_status_counts (memno, status, n)
SELECT memno, status, count(*)::int FROM backlog_records GROUP BY memno, status
ON CONFLICT (memno, status) DO UPDATE SET n = EXCLUDED.n;
