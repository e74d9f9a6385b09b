-- The triggers of 0005 now also keep backlog_status_counts (rows per status), so the back office's
-- unfiltered total and status-only counts read one to three rows. Same rules: one pass per statement,
-- keys taken in a fixed order.
CREATE OR REPLACE FUNCTION backlog_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO backlog_day_counts AS c (status, dated, n)
  SELECT status, dated, count(*)::int FROM new_rows GROUP BY status, dated ORDER BY status, dated
  ON CONFLICT (status, dated) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO backlog_status_counts AS c (status, n)
  SELECT status, count(*)::int FROM new_rows GROUP BY status ORDER BY status
  ON CONFLICT (status) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION backlog_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE backlog_day_counts c SET n = c.n - d.n
  FROM (SELECT status, dated, count(*)::int AS n FROM old_rows GROUP BY status, dated ORDER BY status, dated) d
  WHERE c.status = d.status AND c.dated = d.dated;
  UPDATE backlog_status_counts c SET n = c.n - d.n
  FROM (SELECT status, count(*)::int AS n FROM old_rows GROUP BY status ORDER BY status) d
  WHERE c.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION backlog_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE backlog_day_counts c SET n = c.n - d.n
  FROM (SELECT status, dated, count(*)::int AS n FROM old_rows GROUP BY status, dated ORDER BY status, dated) d
  WHERE c.status = d.status AND c.dated = d.dated;
  INSERT INTO backlog_day_counts AS c (status, dated, n)
  SELECT status, dated, count(*)::int FROM new_rows GROUP BY status, dated ORDER BY status, dated
  ON CONFLICT (status, dated) DO UPDATE SET n = c.n + EXCLUDED.n;
  UPDATE backlog_status_counts c SET n = c.n - d.n
  FROM (SELECT status, count(*)::int AS n FROM old_rows GROUP BY status ORDER BY status) d
  WHERE c.status = d.status;
  INSERT INTO backlog_status_counts AS c (status, n)
  SELECT status, count(*)::int FROM new_rows GROUP BY status ORDER BY status
  ON CONFLICT (status) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION backlog_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM backlog_day_counts;
  DELETE FROM backlog_status_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO backlog_status_counts (status, n)
SELECT status, sum(n)::int FROM backlog_day_counts GROUP BY status
ON CONFLICT (status) DO UPDATE SET n = EXCLUDED.n;
