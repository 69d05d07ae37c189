"""The shape of a database's schema, comparable between SQLite and PostgreSQL.

For each table: its columns in order (name, kind of value, NOT NULL, default), primary key,
unique constraints, foreign keys, how many CHECK constraints, and its indexes (name, unique,
columns, partial or not). Types are compared as the values they hold: SQLite's INTEGER and
PostgreSQL's BIGINT are both ``int``; REAL and DOUBLE PRECISION ``real``; TEXT and TEXT
COLLATE "C" ``text`` (compared byte by byte, as SQLite does). PostgreSQL's INTEGER, REAL and
TEXT in the server's locale are other kinds: they would not hold or sort what SQLite does.
"""

from __future__ import annotations

import re
import sqlite3
from typing import Any

import asyncpg

Shape = dict[str, dict[str, Any]]

_SQLITE_KINDS = {"integer": "int", "int": "int", "bigint": "int", "real": "real", "text": "text", "blob": "bytes"}
# PostgreSQL's integer (32 bits) and real (single precision) would not hold what SQLite's do
_PG_KINDS = {"bigint": "int", "double precision": "real", "text": "text", "bytea": "bytes"}
_ON_DELETE = {"a": "NO ACTION", "r": "RESTRICT", "c": "CASCADE", "n": "SET NULL", "d": "SET DEFAULT"}
_CHECK = re.compile(r"\bCHECK\s*\(", re.I)


def _default(text: str | None) -> str | None:
    if text is None:
        return None
    return re.sub(r"::[a-z ]+$", "", text.strip()).strip("()")


def _pg_kind(type_name: str, collation: str | None) -> str:
    kind = _PG_KINDS.get(type_name, f"postgres {type_name}")
    if kind == "text" and collation != "C":
        return f"text collated {collation}"
    return kind


def sqlite_shape(path: str) -> Shape:
    conn = sqlite3.connect(path)
    try:
        out: Shape = {}
        for name, sql in conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"):
            cols = conn.execute(f"PRAGMA table_info({name})").fetchall()
            pk = [c[1] for c in sorted((c for c in cols if c[5]), key=lambda c: c[5])]
            indexes, uniques = [], []
            for _seq, iname, unique, origin, partial in conn.execute(f"PRAGMA index_list({name})"):
                icols = [r[2] for r in conn.execute(f"PRAGMA index_info({iname})")]
                if origin == "u":
                    uniques.append(tuple(icols))
                elif origin == "c":
                    indexes.append((iname, bool(unique), tuple(icols), bool(partial)))
            fks = sorted((r[2], r[3], r[4], r[6]) for r in conn.execute(f"PRAGMA foreign_key_list({name})"))
            masked = re.sub(r"'(?:[^']|'')*'|--[^\n]*", "", sql)
            out[name] = {
                "columns": [(c[1], _SQLITE_KINDS[c[2].lower()], bool(c[3]) or bool(c[5]), _default(c[4])) for c in cols],
                "primary key": pk,
                "unique": sorted(uniques),
                "foreign keys": fks,
                "checks": len(_CHECK.findall(masked)),
                "indexes": sorted(indexes),
            }
        return out
    finally:
        conn.close()


async def postgres_shape(url: str) -> Shape:
    conn = await asyncpg.connect(url)
    try:
        out: Shape = {}
        tables = await conn.fetch("SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                                  "WHERE n.nspname = current_schema() AND c.relkind = 'r'")
        for oid, name in tables:
            cols = await conn.fetch(
                "SELECT a.attnum, a.attname, format_type(a.atttypid, NULL) AS type, a.attnotnull, "
                "pg_get_expr(d.adbin, d.adrelid) AS dflt, co.collname AS coll FROM pg_attribute a "
                "LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum "
                "LEFT JOIN pg_collation co ON co.oid = a.attcollation "
                "WHERE a.attrelid = $1 AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum", oid)
            by_num = {c["attnum"]: c["attname"] for c in cols}
            cons = await conn.fetch("SELECT contype::text, conkey, confrelid::regclass::text AS ref, confkey, confdeltype::text, "
                                    "confrelid FROM pg_constraint WHERE conrelid = $1", oid)
            pk: list[str] = []
            uniques, fks, checks = [], [], 0
            for c in cons:
                names = [by_num[k] for k in c["conkey"] or []]
                if c["contype"] == "p":
                    pk = names
                elif c["contype"] == "u":
                    uniques.append(tuple(names))
                elif c["contype"] == "c":
                    checks += 1
                elif c["contype"] == "f":
                    ref_cols = await conn.fetch("SELECT attnum, attname FROM pg_attribute WHERE attrelid = $1", c["confrelid"])
                    ref = {r["attnum"]: r["attname"] for r in ref_cols}
                    fks += [(c["ref"], f, ref[k], _ON_DELETE[c["confdeltype"]]) for f, k in zip(names, c["confkey"], strict=True)]
            indexes = []
            for r in await conn.fetch(
                    "SELECT i.indexrelid::regclass::text AS name, i.indisunique, i.indkey::int2[] AS keys, "
                    "i.indpred IS NOT NULL AS partial FROM pg_index i WHERE i.indrelid = $1 AND NOT i.indisprimary "
                    "AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)", oid):
                indexes.append((r["name"], r["indisunique"], tuple(by_num[k] for k in r["keys"]), r["partial"]))
            out[name] = {
                "columns": [(c["attname"], _pg_kind(c["type"], c["coll"]), c["attnotnull"], _default(c["dflt"])) for c in cols],
                "primary key": pk,
                "unique": sorted(uniques),
                "foreign keys": sorted(fks),
                "checks": checks,
                "indexes": sorted(indexes),
            }
        return out
    finally:
        await conn.close()
