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
