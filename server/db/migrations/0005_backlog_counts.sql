-- Keeps backlog_day_counts equal to (select status, dated, count(*) from backlog_records group by 1, 2).
-- Statement-level triggers see a whole import at once, so a million-row insert touches each
-- (status, day) counter once. Keys are taken in a fixed order so concurrent imports cannot deadlock.
CREATE FUNCTION backlog_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO backlog_day_counts AS c (status, dated, n)
  SELECT status, dated, count(*)::int FROM new_rows GROUP BY status, dated ORDER BY status, dated
  ON CONFLICT (status, dated) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION backlog_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE backlog_day_counts c SET n = c.n - d.n
  FROM (SELECT status, dated, count(*)::int AS n FROM old_rows GROUP BY status, dated ORDER BY status, dated) d
  WHERE c.status = d.status AND c.dated = d.dated;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION backlog_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE backlog_day_counts c SET n = c.n - d.n
  FROM (SELECT status, dated, count(*)::int AS n FROM old_rows GROUP BY status, dated ORDER BY status, dated) d
  WHERE c.status = d.status AND c.dated = d.dated;
  INSERT INTO backlog_day_counts AS c (status, dated, n)
  SELECT status, dated, count(*)::int FROM new_rows GROUP BY status, dated ORDER BY status, dated
  ON CONFLICT (status, dated) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION backlog_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM backlog_day_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER backlog_counts_insert AFTER INSERT ON backlog_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION backlog_counts_add();
--> statement-breakpoint
CREATE TRIGGER backlog_counts_delete AFTER DELETE ON backlog_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION backlog_counts_remove();
--> statement-breakpoint
CREATE TRIGGER backlog_counts_update AFTER UPDATE ON backlog_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION backlog_counts_move();
--> statement-breakpoint
CREATE TRIGGER backlog_counts_truncate AFTER TRUNCATE ON backlog_records
  FOR EACH STATEMENT EXECUTE FUNCTION backlog_counts_clear();
