-- The triggers of 0015 now also keep pan_state_counts (applications per state), so a list's total and
-- state-only counts sum at most ten rows. Same rules: one pass per statement, keys in a fixed order.
CREATE OR REPLACE FUNCTION pan_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pan_state_day_counts AS c (state, dated, n)
  SELECT state, dated, count(*)::int FROM new_rows GROUP BY state, dated ORDER BY state, dated
  ON CONFLICT (state, dated) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO pan_state_counts AS c (state, n)
  SELECT state, count(*)::int FROM new_rows GROUP BY state ORDER BY state
  ON CONFLICT (state) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pan_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pan_state_day_counts c SET n = c.n - d.n
  FROM (SELECT state, dated, count(*)::int AS n FROM old_rows GROUP BY state, dated ORDER BY state, dated) d
  WHERE c.state = d.state AND c.dated = d.dated;
  UPDATE pan_state_counts c SET n = c.n - d.n
  FROM (SELECT state, count(*)::int AS n FROM old_rows GROUP BY state ORDER BY state) d
  WHERE c.state = d.state;
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
  UPDATE pan_state_counts c SET n = c.n - d.n
  FROM (SELECT state, count(*)::int AS n FROM old_rows GROUP BY state ORDER BY state) d
  WHERE c.state = d.state;
  INSERT INTO pan_state_counts AS c (state, n)
  SELECT state, count(*)::int FROM new_rows GROUP BY state ORDER BY state
  ON CONFLICT (state) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pan_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pan_state_day_counts;
  DELETE FROM pan_state_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO pan_state_counts (state, n)
SELECT state, sum(n)::int FROM pan_state_day_counts GROUP BY state
ON CONFLICT (state) DO UPDATE SET n = EXCLUDED.n;
