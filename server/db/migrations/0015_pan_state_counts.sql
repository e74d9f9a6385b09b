-- Applications per state and day, kept by statement-level triggers like the backlog's (0005, 0011): the
-- dashboards and the back office's unscoped list counts read a few hundred rows instead of counting
-- up to a million. Keys are taken in a fixed order so concurrent statements cannot deadlock.
CREATE OR REPLACE FUNCTION pan_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pan_state_day_counts AS c (state, dated, n)
  SELECT state, dated, count(*)::int FROM new_rows GROUP BY state, dated ORDER BY state, dated
  ON CONFLICT (state, dated) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pan_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pan_state_day_counts c SET n = c.n - d.n
  FROM (SELECT state, dated, count(*)::int AS n FROM old_rows GROUP BY state, dated ORDER BY state, dated) d
  WHERE c.state = d.state AND c.dated = d.dated;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pan_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.state <> o.state OR n.dated <> o.dated) THEN
    RETURN NULL;
  END IF;
  UPDATE pan_state_day_counts c SET n = c.n - d.n
  FROM (SELECT state, dated, count(*)::int AS n FROM old_rows GROUP BY state, dated ORDER BY state, dated) d
  WHERE c.state = d.state AND c.dated = d.dated;
  INSERT INTO pan_state_day_counts AS c (state, dated, n)
  SELECT state, dated, count(*)::int FROM new_rows GROUP BY state, dated ORDER BY state, dated
  ON CONFLICT (state, dated) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pan_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pan_state_day_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pan_counts_insert AFTER INSERT ON pan_applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pan_counts_add();
--> statement-breakpoint
CREATE TRIGGER pan_counts_delete AFTER DELETE ON pan_applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pan_counts_remove();
--> statement-breakpoint
CREATE TRIGGER pan_counts_update AFTER UPDATE ON pan_applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pan_counts_move();
--> statement-breakpoint
CREATE TRIGGER pan_counts_truncate AFTER TRUNCATE ON pan_applications
  FOR EACH STATEMENT EXECUTE FUNCTION pan_counts_clear();
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS pan_token_seq START 100001;
