-- Several bot processes on one database (issue 14 part 3): which process serves which of
-- Discord's shards, and which drives each open table. A claim or a lease is renewed while its
-- process lives; once expired, another process may take it over. Portable SQL.
CREATE TABLE shard_claims (
    shard_id     INTEGER NOT NULL,                 -- Discord's shard number
    shard_count  INTEGER NOT NULL,                 -- out of how many shards
    owner        TEXT NOT NULL,                    -- the process (host, pid, start)
    expires_at   TEXT NOT NULL,                    -- utc_text; renewed while the process lives
    PRIMARY KEY (shard_id)
);

CREATE TABLE table_leases (
    table_id     INTEGER NOT NULL REFERENCES tables(table_id) ON DELETE CASCADE,
    owner        TEXT NOT NULL,
    expires_at   TEXT NOT NULL,
    PRIMARY KEY (table_id)
);

CREATE INDEX table_leases_owner ON table_leases (owner);
