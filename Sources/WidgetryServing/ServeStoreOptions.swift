import ArgumentParser
import Foundation
import Logging
import WidgetryCLI
import WidgetryHost

/// `serve`'s options for the store: how much of each widget's reload ledger it keeps.
struct ServeStoreOptions: ParsableArguments {
    @Option(help: "Days of each widget's reload ledger the store keeps (at least 1; the totals are kept for ever).")
    var ledgerRetentionDays: Int = 30

    @Option(help: "The most ledger lines the store keeps per widget (the last day's lines are always kept).")
    var ledgerMaxRows: Int = LedgerRetention.standard.maximumRecords

    func validate() throws {
        guard ledgerRetentionDays >= 1 else {
            throw ValidationError(
                "--ledger-retention-days '\(ledgerRetentionDays)' is out of range; give 1 or more days.")
        }
        guard ledgerMaxRows >= 1 else {
            throw ValidationError("--ledger-max-rows '\(ledgerMaxRows)' is out of range; give 1 or more lines.")
        }
    }

    /// The retention the options describe.
    var retention: LedgerRetention {
        LedgerRetention(maximumAge: Double(ledgerRetentionDays) * 86_400, maximumRecords: ledgerMaxRows)
    }
}

extension ServeCommand {
    /// Adds one of each widget to a store on its first run only: a store whose widgets were all removed stays
    /// empty. `--empty` skips the widgets but ends the first run all the same.
    ///
    /// - Returns: Whether widgets were added.
    @discardableResult
    static func seedOnFirstRun(
        _ host: WidgetHost, store: any ServingWidgetStore, empty: Bool, logger: Logger
    ) async throws -> Bool {
        guard try await !store.isSeeded() else { return false }
        let isEmpty = await host.widgets().isEmpty
        let seeding = !empty && isEmpty
        if seeding { await addOneOfEach(to: host, logger: logger) }
        try await store.markSeeded()
        return seeding
    }

    /// Stops the host and closes the store (a SQLite file is checkpointed, so the `.sqlite` file alone holds
    /// everything after a graceful stop); a failure is reported, not thrown, since the server has stopped already.
    static func shutDown(_ host: WidgetHost, store: any ServingWidgetStore, context: CLIContext) async {
        await host.stop()
        await host.waitUntilIdle()
        do {
            try await store.close()
        } catch {
            context.errorOutput("Warning: \(error)")
        }
    }
}
