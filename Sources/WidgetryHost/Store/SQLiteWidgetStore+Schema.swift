import GRDB

extension SQLiteWidgetStore {
    /// The schema's migrations, in order; a new version appends one and never edits a shipped one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: instances, timelines, renderings, ledgers, plans, controls") { db in
            try db.execute(
                sql: """
                    CREATE TABLE instance (
                        id TEXT PRIMARY KEY NOT NULL,
                        kind TEXT NOT NULL,
                        family TEXT NOT NULL,
                        placement TEXT NOT NULL,
                        configuration TEXT,
                        created REAL NOT NULL
                    );
                    CREATE TABLE instanceState (
                        instanceID TEXT PRIMARY KEY NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                        lastReload REAL,
                        failures INTEGER NOT NULL DEFAULT 0,
                        placeholderDate REAL,
                        placeholderSummary TEXT
                    );
                    CREATE TABLE scheduledReload (
                        instanceID TEXT NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                        slot TEXT NOT NULL,
                        date REAL NOT NULL,
                        reason TEXT NOT NULL,
                        requestedDate REAL NOT NULL,
                        failures INTEGER NOT NULL DEFAULT 0,
                        PRIMARY KEY (instanceID, slot)
                    );
                    CREATE INDEX scheduledReloadByDate ON scheduledReload(date);
                    CREATE TABLE timeline (
                        instanceID TEXT PRIMARY KEY NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                        reason TEXT NOT NULL,
                        installedAt REAL NOT NULL,
                        policy TEXT NOT NULL,
                        truncatedFrom INTEGER,
                        dateShift REAL NOT NULL DEFAULT 0
                    );
                    CREATE TABLE timelineEntry (
                        instanceID TEXT NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                        entryIndex INTEGER NOT NULL,
                        date REAL NOT NULL,
                        summary TEXT NOT NULL,
                        relevance REAL,
                        PRIMARY KEY (instanceID, entryIndex)
                    );
                    CREATE TABLE rendering (
                        instanceID TEXT NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                        slot INTEGER NOT NULL,
                        variant TEXT NOT NULL,
                        data BLOB NOT NULL,
                        PRIMARY KEY (instanceID, slot, variant)
                    );
                    CREATE TABLE reloadRecord (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        instanceID TEXT NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                        date REAL NOT NULL,
                        event TEXT NOT NULL,
                        reason TEXT NOT NULL,
                        counted INTEGER NOT NULL,
                        budgetLeft INTEGER NOT NULL,
                        limitKind TEXT,
                        detail TEXT NOT NULL
                    );
                    CREATE INDEX reloadRecordByInstance ON reloadRecord(instanceID, date);
                    CREATE TABLE control (
                        id TEXT PRIMARY KEY NOT NULL,
                        kind TEXT NOT NULL,
                        configuration TEXT,
                        created REAL NOT NULL
                    );
                    """)
        }
        return migrator
    }
}
