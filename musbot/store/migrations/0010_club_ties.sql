-- 0010_club_ties: ties played at a real table and reported by the pairs, who played each tie,
-- the substitutes a pair has used and the organisers' sanctions (musbot/tournaments/club.py).
-- Portable SQL (SQLite and PostgreSQL).
ALTER TABLE tournament_matches ADD COLUMN presencial INTEGER NOT NULL DEFAULT 0 CHECK (presencial IN (0, 1));
ALTER TABLE tournament_matches ADD COLUMN report TEXT;       -- JSON: the pairs' report waiting or disputed
ALTER TABLE tournament_matches ADD COLUMN reported INTEGER NOT NULL DEFAULT 0 CHECK (reported IN (0, 1));
ALTER TABLE tournament_matches ADD COLUMN thread_id INTEGER; -- a presencial tie's thread (a Discord channel id)
ALTER TABLE tournament_matches ADD COLUMN players TEXT;      -- JSON: the four who played it, seats 0..3
ALTER TABLE tournament_entries ADD COLUMN substitutes INTEGER NOT NULL DEFAULT 0;  -- players replaced so far

-- What the organisers decided against a pair: a warning, a juego lost (in tie match_no), or its
-- disqualification, each with its reason.
CREATE TABLE tournament_sanctions (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments(tournament_id) ON DELETE CASCADE,
    sanction_no    INTEGER NOT NULL CHECK (sanction_no >= 1),
    entry_no       INTEGER NOT NULL,
    match_no       INTEGER,
    kind           TEXT NOT NULL CHECK (kind IN ('warning', 'juego', 'disqualification')),
    reason         TEXT NOT NULL,
    by_user        INTEGER NOT NULL,                     -- Discord user id
    at             TEXT NOT NULL,
    PRIMARY KEY (tournament_id, sanction_no)
);
