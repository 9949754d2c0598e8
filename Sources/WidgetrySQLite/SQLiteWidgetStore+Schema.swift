import GRDB
import WidgetryHost

extension SQLiteWidgetStore {
    /// The first migration's identifier: a store that has only it predates the seeded marker.
    static let firstMigration = "v1: instances, timelines, renderings, ledgers, plans, controls"

    /// The schema version this build writes: the number of migrations.
    public static var schemaVersion: Int { migrator.migrations.count }

    /// The schema's migrations, in order; a new version appends one and never edits a shipped one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(firstMigration) { db in
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
        migrator.registerMigration("v2: store facts, ledger totals, coalesced refusals") { db in
            try db.execute(
                sql: """
                    CREATE TABLE storeFact (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                    CREATE TABLE ledgerTotal (
                        instanceID TEXT NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                        event TEXT NOT NULL,
                        count INTEGER NOT NULL,
                        PRIMARY KEY (instanceID, event)
                    );
                    INSERT INTO ledgerTotal (instanceID, event, count)
                        SELECT instanceID, event, COUNT(*) FROM reloadRecord GROUP BY instanceID, event;
                    ALTER TABLE reloadRecord ADD COLUMN repeats INTEGER NOT NULL DEFAULT 0;
                    ALTER TABLE reloadRecord ADD COLUMN lastRepeated REAL;
                    CREATE INDEX reloadRecordByInstanceAndID ON reloadRecord(instanceID, id);
                    """)
        }
        migrator.registerMigration("v3: live activities") { db in
            try db.execute(
                sql: """
                    CREATE TABLE liveActivity (
                        id TEXT PRIMARY KEY NOT NULL,
                        position INTEGER NOT NULL,
                        record TEXT NOT NULL
                    );
                    """)
        }
        migrator.registerMigration("v4: counted reloads by date") { db in
            // A host resuming reads the counted reloads of the last 24 hours for every budget; without this index
            // that is a scan of every ledger line.
            try db.execute(
                sql: "CREATE INDEX reloadRecordCountedByDate ON reloadRecord(date, instanceID) WHERE counted = 1")
        }
        migrator.registerMigration("v5: smart stacks, entry relevance durations") { db in
            try db.execute(sql: stacksMigration)
        }
        migrator.registerMigration("v6: event log") { db in
            try db.execute(sql: eventLogMigration)
        }
        return migrator
    }
}
